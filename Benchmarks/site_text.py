"""Sentences for the synthetic site (Benchmarks/generate-site.py), in English and Chinese.

Sentences are composed from word pools with the page's seeded random.Random: a subject, an
adverb, a verb, an adjective and a noun, each picked from tens to hundreds of words, in one of
a dozen sentence shapes. That makes almost every sentence, and almost every run of Chinese
characters between two punctuation marks, new, as in real text (a generator that reuses a few
hundred fixed phrases lets a segmentation cache answer for most of the Chinese, which real
text never allows). The words are design-guideline vocabulary written for this generator, and
the sentences follow the rules `guidegen lint` checks (no first person, "tap" not "click",
no jargon, a space between Chinese and Latin text, full-width punctuation in Chinese).
"""

# ---------------------------------------------------------------------------------------------
# English word pools. Nouns are singular; `plural` makes the plural.

EN_NOUNS = """
account action alert album answer app area arrow article attachment audio badge banner
bookmark border boundary button calendar caption card category cell chart checkbox choice
collection color column comment contact container content control conversation corner cover
data date default description destination detail device dialog direction disclosure display
document download draft edge effect email entry event example field file filter folder font
footer form frame gallery gesture glyph grid group guide header heading hierarchy highlight
history icon image indicator input inspector item keyboard label layer layout level library
link list location map margin mark menu message mode note notification number option order
outline overlay page pane panel password path pattern photo picker playlist pointer popover
position preference preview profile progress prompt purchase query reminder result row
rule sample scene schedule screen search section selection sentence setting shadow shape
sheet shortcut sidebar size slider song sound space step sticker story style subtitle
suggestion summary surface switch symbol tab table tag task template text thumbnail tile time
timer tip title toggle toolbar topic track transition trip value version video view
visit volume wallpaper warning widget window word workout workspace zone
""".split()

EN_IRREGULAR_PLURALS = {"data": "data", "content": "content", "progress": "progress", "audio": "audio",
                        "history": "histories", "category": "categories", "entry": "entries",
                        "library": "libraries", "hierarchy": "hierarchies", "story": "stories",
                        "summary": "summaries", "query": "queries", "property": "properties"}

EN_ADJECTIVES = """
active adjacent available basic bold brief busy calm central clear colorful common compact
complete complex concise consistent constant contextual current custom dark dense detailed
different dim direct distinct early editable empty essential exact existing expanded familiar
flexible floating focused frequent full generous gentle global grouped helpful hidden
important inactive incomplete individual informative initial inline interactive large
legible light limited live local long main minimal modal narrow native nearby nested neutral
new obvious offline optional ordinary original outdated persistent personal plain playful
precise predictable preferred previous primary private prominent quick quiet rare readable
recent regular related relevant reliable remote repeated responsive rich scrollable
secondary selected separate shared short simple single small smooth specific stable standard
static steady strong subtle suggested temporary thin tiny translucent unexpected unfamiliar
uniform unread untitled urgent useful vertical visible vivid wide
""".split()

# Base form, and the third-person singular when `s`/`es` would be wrong.
EN_VERBS = """
adjust align arrange avoid browse cancel change check clear collapse combine compare confirm
copy create customize delete describe dismiss display drag edit emphasize enable enter expand
explore export filter find focus follow group guide hide highlight import include indicate
inspect keep label limit list locate lock mark merge move name navigate notice open organize
pause personalize pin place play preview print rearrange recognize reduce refresh remember
remove rename reorder repeat replace request reset resize restore resume review revisit save
scan schedule scroll search select send separate share show simplify skip sort start
summarize support swipe switch sync tag test track translate trust undo unlock update upload
use verify view watch
""".split()

EN_PHRASAL = ["look for", "return to", "rely on", "reach for", "skim past", "come back to", "read through",
              "keep track of", "get used to", "pick up", "set up", "fill in", "scroll through", "switch between"]

EN_SUBJECTS_PLURAL = """
people|most people|new users|experienced users|people who rely on VoiceOver|people in a hurry|
people working on iPad|people who travel|people with low vision|people who use Switch Control|
readers|shoppers|students|teachers|parents|photographers|musicians|runners|travelers|
small teams|families|designers|editors|developers who test the app|people who work offline|
people who share a device|left-handed people|people who prefer larger text|commuters|
people who switch apps often|children|older adults|people who speak two languages
""".replace("\n", "").split("|")

EN_SUBJECTS_SINGULAR = """
someone using your app|a person in a hurry|someone holding an iPhone in one hand|
anyone who opens the app for the first time|a reader|a new user|a shopper on a train|
someone with a slow connection|a person who uses VoiceOver|a teacher preparing a lesson|
a runner checking the last workout|someone sharing photos with family|a traveler abroad|
a student taking notes|a designer reviewing the layout|an editor with a long list
""".replace("\n", "").split("|")

EN_ADVERBS = """
usually often quickly rarely easily naturally instinctively immediately eventually
repeatedly sometimes carefully confidently gradually briefly regularly
""".split()

EN_PREPOSITIONS = ["in", "on", "near", "below", "above", "beside", "inside", "within", "across", "next to",
                   "at the top of", "at the bottom of", "at the edge of", "in the middle of"]

EN_CONNECTORS = ["In general,", "For example,", "On iPad,", "On iPhone,", "As a rule,", "Where possible,",
                 "In practice,", "Likewise,", "By contrast,", "Over time,", "At first,", "In most cases,",
                 "Even so,", "With that in mind,", "In a busy view,", "On a small screen,", "On a large display,"]

EN_PURPOSES = ["so that", "because", "while", "even when", "until", "as soon as", "before", "after", "whenever"]

EN_APPS = ["Mail", "Photos", "Files", "Music", "Calendar", "Notes", "Safari", "Settings", "Messages", "Maps",
           "Reminders", "Weather", "Contacts", "Books", "Podcasts", "Freeform", "Journal", "Fitness"]

EN_CODE = [
    "UIAlertController", "UIMenu", "UIButton.Configuration", "safeAreaLayoutGuide", "UIFont.preferredFont",
    "traitCollection", "UISplitViewController", "UIContextMenuInteraction", "horizontalSizeClass",
    "UIKeyCommand", "UIPointerInteraction", "preferredContentSize", "UISearchController",
    "UICollectionViewCompositionalLayout", "UIListContentConfiguration", "UIToolTipInteraction",
    "UINavigationItem.searchController", "UISheetPresentationController", "UIDocumentBrowserViewController",
]

# ---------------------------------------------------------------------------------------------
# Chinese word pools: words of two to four characters, so that the text reads like Chinese.

ZH_NOUNS = """
账户 操作 警告框 相册 答案 附件 音频 标记 横幅 书签 边框 边界 按钮 日历 说明文字 卡片 类别 单元格 图表
复选框 选项 集合 颜色 栏目 评论 联系人 容器 内容 控件 对话 角落 封面 数据 日期 默认值 描述 目的地 详情
设备 方向 显示屏 文稿 下载项 草稿 边缘 效果 邮件 条目 事件 示例 字段 文件 过滤条件 文件夹 字体 页脚 表单
画框 图库 手势 字形 网格 分组 指南 页眉 标题 层级 高亮 历史记录 图标 图像 指示器 输入框 检查器 项目 键盘
标签 图层 布局 级别 资料库 链接 列表 位置 地图 边距 菜单 信息 模式 备注 通知 数字 顺序 大纲 叠层 页面
窗格 面板 密码 路径 图案 照片 选择器 播放列表 指针 弹出框 偏好设置 预览 个人资料 进度 提示语 购买项 查询
提醒事项 结果 规则 样本 场景 日程 屏幕 搜索结果 分区 所选内容 句子 设置项 阴影 形状 表单页 快捷方式 边栏
尺寸 滑块 歌曲 声音 空间 步骤 贴纸 故事 样式 副标题 建议 摘要 表面 开关 符号 标签页 表格 任务 模板 文本
缩略图 磁贴 时间 计时器 小提示 工具栏 主题 音轨 过渡效果 行程 数值 版本 视频 视图 音量 墙纸 小组件 窗口
词语 体能训练 工作区 区域 导航栏 标签栏 搜索栏 状态栏 分栏视图 操作表 滚动视图 进度条 页面控件 文本栏
""".split()

ZH_ADJECTIVES = """
当前 常用 重要 简短 清晰 熟悉 醒目 次要 主要 临时 常驻 相关 可选 默认 空白 完整 简洁 一致 灵活 紧凑
宽敞 详细 明显 隐藏 可见 新的 旧的 最近 共享 私密 本地 离线 嵌套 浮动 透明 半透明 柔和 鲜艳 安静 稳定
可靠 精确 具体 通用 独立 相邻 居中 垂直 水平 单一 多余 重复 过时 未读 未命名 已选 可编辑 可滚动 可折叠
可排序 可搜索 交互式 动态 静态 个性化 自定义 系统 标准 原生 轻量 复杂 简单 细小 宽大 狭窄 显眼 低调 紧急
有用 易读 常见 少见 必要 额外 初始 后续 上一个 下一个 全部 部分
""".split()

ZH_VERBS = """
调整 对齐 排列 避免 浏览 取消 更改 检查 清除 折叠 合并 比较 确认 拷贝 创建 定制 删除 描述 关闭 显示
拖移 编辑 强调 启用 输入 展开 探索 导出 过滤 查找 聚焦 跟随 分组 引导 隐藏 高亮 导入 包含 指示 检视
保留 标注 限制 列出 定位 锁定 标记 移动 命名 前往 留意 打开 整理 暂停 固定 放置 播放 预览 打印 重新排列
识别 减少 刷新 记住 移除 重新命名 排序 重复 替换 请求 重置 缩放 恢复 继续 回顾 存储 扫描 安排 滚动
搜索 选择 发送 分隔 分享 简化 跳过 开始 总结 支持 轻扫 切换 同步 测试 追踪 翻译 信任 撤销 解锁 更新
上传 使用 验证 查看 观看 收藏 订阅 归档 筛选 添加 填写 核对
""".split()

ZH_SUBJECTS = """
用户|大多数用户|新用户|熟练的用户|使用旁白的用户|赶时间的用户|经常出差的用户|视力不佳的用户|
读者|购物者|学生|老师|家长|摄影爱好者|音乐人|跑步爱好者|旅行者|小团队|家庭成员|设计师|编辑|离线工作的用户|
共用一台设备的家人|惯用左手的用户|偏好大字体的用户|通勤族|儿童|年长的用户|使用两种语言的用户|
第一次打开这个 App 的用户|网络较慢的用户|准备课程的老师|查看上次训练的跑步者|做笔记的学生
""".replace("\n", "").split("|")

ZH_ADVERBS = """
通常会 往往会 总是 很快就会 自然而然地 下意识地 首先 经常 偶尔 很少 反复 仔细地 轻松地 逐渐 立即 习惯性地
有时会 随时 大多 频繁地 耐心地 迅速地 悄悄地 专门
""".split()

ZH_INTRANSITIVE = """
发生变化 变得拥挤 出现错误 加载缓慢 暂时不可用 意外关闭 被遮挡 变得混乱 超出屏幕 需要等待 难以辨认 频繁更新
失去焦点 重新出现 彼此重叠 过于密集 显得单调 无法访问 同步失败 占满屏幕 需要确认 自动更新
""".split()

ZH_CONNECTORS = ["一般来说", "例如", "通常", "如果可能", "实际上", "同样", "相比之下", "久而久之", "起初",
                 "在大多数情况下", "即便如此", "考虑到这一点", "在繁忙的视图中", "在较小的屏幕上", "在较大的显示屏上"]

ZH_APPS = ["邮件", "照片", "文件", "音乐", "日历", "备忘录", "设置", "信息", "地图", "提醒事项", "天气",
           "通讯录", "图书", "播客", "无边记", "手记", "健身"]

ZH_PLACES = ["中", "里", "上方", "下方", "旁边", "内部", "顶部", "底部", "边缘", "中央", "左侧", "右侧"]


# ---------------------------------------------------------------------------------------------

def plural(noun):
    if noun in EN_IRREGULAR_PLURALS:
        return EN_IRREGULAR_PLURALS[noun]
    if noun.endswith(("s", "sh", "ch", "x", "z")):
        return noun + "es"
    if noun.endswith("y") and noun[-2] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def third_person(verb):
    """`look for` -> `looks for`, `search` -> `searches`, `copy` -> `copies`."""
    head, _, rest = verb.partition(" ")
    if head.endswith(("s", "sh", "ch", "x", "z", "o")):
        head += "es"
    elif head.endswith("y") and head[-2] not in "aeiou":
        head = head[:-1] + "ies"
    else:
        head += "s"
    return head + (" " + rest if rest else "")


def article(word):
    return "an" if word[0] in "aeiou" else "a"


def upper_first(text):
    return text[:1].upper() + text[1:]


def lower_first(text):
    """`People` -> `people`, but `iPhone` and `VoiceOver` stay as they are."""
    if len(text) > 1 and text[1].isupper():
        return text
    return text[:1].lower() + text[1:]


class EnglishText:
    """English sentences about one topic (`topic.noun_en`, `topic.adj_en`)."""

    def __init__(self, rng, topic):
        self.rng = rng
        self.topic = topic

    def verb(self, singular=False):
        r = self.rng
        v = r.choice(EN_PHRASAL) if r.random() < 0.15 else r.choice(EN_VERBS)
        return third_person(v) if singular else v

    def noun_phrase(self):
        r = self.rng
        noun = r.choice(EN_NOUNS)
        adjective = r.choice(EN_ADJECTIVES) if r.random() < 0.7 else None
        words = f"{adjective} {noun}" if adjective else noun
        form = r.randrange(6)
        if form == 0:
            phrase = f"the {words}"
        elif form == 1:
            phrase = f"{article(words)} {words}"
        elif form == 2:
            phrase = f"each {words}"
        elif form == 3:
            phrase = f"the {adjective + ' ' if adjective else ''}{plural(noun)}"
        elif form == 4:
            phrase = f"{r.choice(['several', 'many', 'a few', 'their'])} {adjective + ' ' if adjective else ''}{plural(noun)}"
        else:
            phrase = f"the {words} of {article(self.topic.adj_en)} {self.topic.adj_en} view" if r.random() < 0.3 \
                else f"the {words} {r.choice(['of', 'in', 'on', 'for'])} the {r.choice(EN_NOUNS)}"
        return phrase

    def subject(self):
        r = self.rng
        if r.random() < 0.65:
            return r.choice(EN_SUBJECTS_PLURAL), False
        return r.choice(EN_SUBJECTS_SINGULAR), True

    def clause(self):
        """`people usually scan the current toolbar`"""
        r = self.rng
        subject, singular = self.subject()
        adverb = r.choice(EN_ADVERBS) + " " if r.random() < 0.4 else ""
        return f"{subject} {adverb}{self.verb(singular)} {self.noun_phrase()}"

    def place(self):
        return f"{self.rng.choice(EN_PREPOSITIONS)} {self.noun_phrase()}"

    def action(self):
        """An imperative: `keep the primary label near the toolbar`."""
        r = self.rng
        text = f"{self.verb()} {self.noun_phrase()}"
        if r.random() < 0.5:
            text += " " + self.place()
        return text

    def tail(self):
        r = self.rng
        return f"{r.choice(EN_PURPOSES)} {self.clause()}"

    def sentence(self):
        r = self.rng
        t = self.topic
        kind = r.randrange(10)
        if kind == 0:
            text = f"{upper_first(self.clause())} {self.tail()}."
        elif kind == 1:
            text = f"{upper_first(self.action())}, {self.tail()}."
        elif kind == 2:
            text = f"{r.choice(EN_CONNECTORS)} {lower_first(self.clause())} in {t.noun_en}."
        elif kind == 3:
            text = f"In {r.choice(EN_APPS)}, {t.noun_en} {r.choice(['show', 'keep', 'offer', 'hide', 'group', 'sort'])} {self.noun_phrase()} {self.tail()}."
        elif kind == 4:
            text = f"When you design {t.adj_en} {t.noun_en}, {self.action()}."
        elif kind == 5:
            text = f"{upper_first(self.action())}; {lower_first(self.clause())}."
        elif kind == 6:
            text = f"In UIKit, `{r.choice(EN_CODE)}` helps you {self.action()} {self.tail()}."
        elif kind == 7:
            text = f"If {lower_first(self.clause())}, {self.action()} instead."
        elif kind == 8:
            text = f"{r.choice(EN_CONNECTORS)} {self.action()} {self.place()}."
        else:
            text = f"{upper_first(self.noun_phrase())} {r.choice(['matters most', 'works best', 'helps most', 'stands out'])} {self.tail()}."
        return text

    def short_action(self):
        return upper_first(self.action()) + "."


class ChineseText:
    """Chinese sentences about one topic (`topic.noun_zh`, `topic.adj_zh`)."""

    def __init__(self, rng, topic):
        self.rng = rng
        self.topic = topic

    def noun_phrase(self, emphasis=False):
        """`常用的工具栏`, `菜单中的按钮`; `emphasis` may wrap the noun in `*…*` (only where
        Chinese text follows it, so that cmark renders the emphasis)."""
        r = self.rng
        noun = r.choice(ZH_NOUNS)
        if emphasis and r.random() < 0.08:
            noun = f"*{noun}*"
        form = r.randrange(5)
        if form == 0:
            return noun
        if form == 1:
            return f"{r.choice(ZH_ADJECTIVES)}的{noun}"
        if form == 2:
            return f"{r.choice(ZH_NOUNS)}{r.choice(ZH_PLACES)}的{noun}"
        if form == 3:
            return f"{r.choice(ZH_ADJECTIVES)}{noun}"
        return f"{self.topic.noun_zh}的{noun}"

    def clause(self):
        """`用户往往会调整常用的工具栏`"""
        r = self.rng
        adverb = r.choice(ZH_ADVERBS) if r.random() < 0.6 else ""
        return f"{r.choice(ZH_SUBJECTS)}{adverb}{r.choice(ZH_VERBS)}{self.noun_phrase()}"

    def action(self):
        r = self.rng
        kind = r.randrange(4)
        if kind == 0:
            return f"{r.choice(ZH_VERBS)}{self.noun_phrase()}"
        if kind == 1:
            return f"把{self.noun_phrase(True)}放在{self.noun_phrase()}{r.choice(ZH_PLACES)}"
        if kind == 2:
            return f"在{self.noun_phrase(True)}中{r.choice(ZH_VERBS)}{self.noun_phrase()}"
        return f"用{self.noun_phrase(True)}来{r.choice(ZH_VERBS)}{self.noun_phrase()}"

    def tail(self):
        r = self.rng
        kind = r.randrange(4)
        if kind == 0:
            return f"以便{self.clause()}"
        if kind == 1:
            return f"这样{self.noun_phrase()}就不会{r.choice(ZH_INTRANSITIVE)}"
        if kind == 2:
            return f"即使{self.noun_phrase()}{r.choice(ZH_INTRANSITIVE)}也是如此"
        return f"因为{self.clause()}"

    def sentence(self):
        r = self.rng
        t = self.topic
        # Shapes that put Latin text or quotation marks inside the sentence (`在 UIKit 中`,
        # `在“邮件”中`) split it into short runs that repeat everywhere, so they are rare, as
        # they are in real prose.
        kind = r.randrange(40)
        if kind < 6:
            text = f"{self.clause()}，{self.tail()}。"
        elif kind < 12:
            text = f"{self.action()}，{self.tail()}。"
        elif kind < 15:
            connector = r.choice(ZH_CONNECTORS) + "，" if r.random() < 0.5 else ""
            text = f"{connector}{r.choice(ZH_SUBJECTS)}会在{t.noun_zh}中{r.choice(ZH_VERBS)}{self.noun_phrase()}。"
        elif kind < 16 and r.random() < 0.5:
            verb = r.choice(["显示", "保留", "提供", "隐藏", "归类", "排列"])
            text = f"在“{r.choice(ZH_APPS)}”中，{t.noun_zh}会{verb}{self.noun_phrase()}，{self.tail()}。"
        elif kind < 20:
            text = f"设计{t.adj_zh}{t.noun_zh}时，请{self.action()}。"
        elif kind < 24:
            text = f"{self.action()}；{self.clause()}。"
        elif kind < 25 and r.random() < 0.5:
            text = f"在 UIKit 中，`{r.choice(EN_CODE)}` 可以帮你{self.action()}，{self.tail()}。"
        elif kind < 30:
            text = f"如果{self.noun_phrase()}{r.choice(ZH_INTRANSITIVE)}，请{self.action()}。"
        elif kind < 35:
            text = f"当{self.clause()}时，请{self.action()}。"
        elif kind < 37:
            text = f"{r.choice(ZH_CONNECTORS)}，{self.action()}{r.choice(['最为重要', '效果最好', '最有帮助', '最为醒目'])}。"
        else:
            text = f"{self.noun_phrase()}{r.choice(['往往', '通常', '一旦'])}{r.choice(ZH_INTRANSITIVE)}，{self.tail()}。"
        return text

    def link_sentence(self, link):
        r = self.rng
        kind = r.randrange(4)
        # The fixed words sit in the same run as composed ones, so the run is still new.
        if kind == 0:
            return f"{self.noun_phrase()}的更多内容请参阅{link}。"
        if kind == 1:
            return f"{link}对{self.noun_phrase()}有更详细的说明。"
        if kind == 2:
            return f"如果{self.noun_phrase()}{r.choice(ZH_INTRANSITIVE)}，{r.choice(ZH_VERBS)}{self.noun_phrase()}时可以改用{link}。"
        return f"{self.action()}时也可以参考{link}。"

    def short_action(self):
        return self.action() + "。"
