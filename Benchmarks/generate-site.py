#!/usr/bin/env python3
"""Writes a synthetic bilingual guideline site for benchmarking guidegen.

    generate-site.py PAGES OUTDIR [--seed N] [--page-bytes N] [--check] [--nested]

Creates OUTDIR/Content/ with PAGES topic pages in total: PAGES/2 topics, each as
<id>.en.md and <id>.zh-Hans.md, at most 50 topics per section, plus _index.en.md and
_index.zh-Hans.md for every section and for the site root. Pages average about
--page-bytes bytes of UTF-8 (default 7,500, so 10,000 pages are about 75 MB).

Every page has front matter (title, summary, order, related with 3 ids, updated), an
introduction, 4 to 8 `##`/`###` headings with explicit `{#id}`s (always
`## Best practices {#best-practices}` and `## Platform considerations
{#platform-considerations}`), paragraphs with emphasis, inline code and links, bulleted and
numbered lists (some nested), a `> Note:` blockquote, now and then a fenced code block, and 3
to 6 cross-links to other topics (`<doc:id>`, `[text](doc:id)`, `[text](doc:id#best-practices)`).
Every link and every `related` id resolves. The output depends only on PAGES, --seed and
--page-bytes. The sentences come from Benchmarks/site_text.py, composed from word pools so
that they do not repeat; --check prints the share of distinct runs of Chinese characters and
of distinct English sentences (real Chinese text: about 80 % of runs are distinct).

--nested puts the sections in a tree three levels deep (issue 33): up to 10 top-level
sections, each with up to 10 sections inside it, each with up to 10 leaf sections of at most
50 topics; only the leaves hold topics. The leaves are spread evenly over the levels above, so
1,000 pages make 10 top-level sections with one leaf each below, 10,000 pages 10 x 10 and
100,000 pages 10 x 10 x 10 (beyond that the third level grows past 10). The first topic
(REFERENCE_TOPIC) is in the same leaf, `foundations/layout-and-organization/essentials`, with
the same id, Markdown and reading position at every size: its related topics and links stay
inside its leaf, whose 50 topics are the same at every size. Without --nested the output is
as it always was.
"""

import argparse
import datetime
import os
import random
import re
import shutil
import sys

from site_text import EN_CODE, ChineseText, EnglishText

TOPICS_PER_SECTION = 50

# ---------------------------------------------------------------------------
# Vocabulary: (English, Chinese) pairs so that a topic's two pages talk about the same things.

ADJECTIVES = [
    ("adaptive", "自适应"), ("compact", "紧凑"), ("contextual", "上下文"), ("custom", "自定义"),
    ("expandable", "可展开"), ("floating", "浮动"), ("grouped", "分组"), ("inline", "内联"),
    ("interactive", "交互式"), ("modal", "模态"), ("nested", "嵌套"), ("persistent", "常驻"),
    ("primary", "主要"), ("scrollable", "可滚动"), ("secondary", "次要"), ("segmented", "分段"),
    ("shared", "共享"), ("standard", "标准"), ("temporary", "临时"), ("editable", "可编辑"),
    ("searchable", "可搜索"), ("sortable", "可排序"), ("collapsible", "可折叠"), ("dynamic", "动态"),
    ("accessible", "无障碍"), ("offline", "离线"), ("background", "后台"), ("full-screen", "全屏"),
    ("split", "分屏"), ("layered", "分层"),
]

NOUNS = [
    ("alerts", "警告框"), ("action sheets", "操作表"), ("popovers", "弹出框"), ("sidebars", "边栏"),
    ("toolbars", "工具栏"), ("tab bars", "标签栏"), ("navigation bars", "导航栏"), ("menus", "菜单"),
    ("buttons", "按钮"), ("lists", "列表"), ("tables", "表格"), ("collections", "集合视图"),
    ("sheets", "表单"), ("search fields", "搜索栏"), ("text fields", "文本栏"), ("pickers", "选择器"),
    ("sliders", "滑块"), ("switches", "开关"), ("steppers", "步进器"), ("progress indicators", "进度指示器"),
    ("notifications", "通知"), ("widgets", "小组件"), ("windows", "窗口"), ("split views", "分栏视图"),
    ("page controls", "页面控件"), ("labels", "标签"), ("icons", "图标"), ("images", "图像"),
    ("charts", "图表"), ("maps", "地图"), ("color", "颜色"), ("typography", "字体排印"),
    ("layout", "布局"), ("motion", "动效"), ("feedback", "反馈"), ("onboarding", "引导流程"),
    ("settings", "设置"), ("drag and drop", "拖放"), ("undo and redo", "撤销与重做"), ("file browsers", "文件浏览器"),
    ("context menus", "上下文菜单"), ("keyboard shortcuts", "键盘快捷键"), ("pointer effects", "指针效果"), ("gestures", "手势"),
    ("status bars", "状态栏"), ("scroll views", "滚动视图"), ("date pickers", "日期选择器"), ("color wells", "颜色池"),
]

SECTION_NAMES = [
    ("foundations", "基础"), ("patterns", "模式"), ("components", "组件"), ("inputs", "输入方式"),
    ("platforms", "平台"), ("navigation", "导航"), ("presentation", "呈现方式"), ("selection", "选择"),
    ("status", "状态"), ("system", "系统功能"), ("content", "内容"), ("editing", "编辑"),
    ("media", "媒体"), ("accessibility", "无障碍"), ("privacy", "隐私"), ("writing", "文字"),
]

# --nested: the names of the second and third levels (a number is added past the tenth).
NESTED_LEVEL2 = [
    ("layout-and-organization", "Layout and organization", "布局与组织"), ("menus-and-actions", "Menus and actions", "菜单与操作"),
    ("navigation-and-search", "Navigation and search", "导航与搜索"), ("text-and-images", "Text and images", "文本与图像"),
    ("controls", "Controls", "控件"), ("views", "Views", "视图"),
    ("feedback-and-progress", "Feedback and progress", "反馈与进度"), ("windows-and-scenes", "Windows and scenes", "窗口与场景"),
    ("data-entry", "Data entry", "数据输入"), ("system-experiences", "System experiences", "系统体验"),
]
NESTED_LEVEL3 = [
    ("essentials", "Essentials", "基本要素"), ("anatomy", "Anatomy", "结构"), ("behavior", "Behavior", "行为"),
    ("states", "States", "状态"), ("variants", "Variants", "变体"), ("composition", "Composition", "组合"),
    ("interaction", "Interaction", "交互"), ("appearance", "Appearance", "外观"), ("adaptation", "Adaptation", "适配"),
    ("reference", "Reference", "参考资料"),
]
NESTED_FANOUT = 10
# The topic whose page scale-benchmark.sh compares across sizes (index 0: the first topic).
REFERENCE_TOPIC = 0

HEADING_TOPICS = [
    ("Choosing the right style", "选择合适的样式", "choosing-a-style"),
    ("Placement and spacing", "位置与间距", "placement"),
    ("Content and wording", "内容与措辞", "content-and-wording"),
    ("Responding to taps", "响应轻点", "responding-to-taps"),
    ("Showing progress", "显示进度", "showing-progress"),
    ("Handling errors", "处理错误", "handling-errors"),
    ("Supporting Dynamic Type", "支持动态字体", "dynamic-type"),
    ("Working with VoiceOver", "配合 VoiceOver 使用", "voiceover"),
    ("Size classes", "尺寸类别", "size-classes"),
    ("Safe areas and margins", "安全区域与边距", "safe-areas"),
    ("Dark mode", "深色模式", "dark-mode"),  # a heading: sentence style, as guidegen lint expects
    ("Animations and transitions", "动画与过渡", "animations"),
    ("Empty states", "空状态", "empty-states"),
    ("Editing and selection", "编辑与选择", "editing"),
    ("Keyboard and pointer", "键盘与指针", "keyboard-and-pointer"),
    ("Multiple windows", "多个窗口", "multiple-windows"),
    ("Destructive actions", "破坏性操作", "destructive-actions"),
    ("Default values", "默认值", "default-values"),
    ("Localization", "本地化", "localization"),
    ("Performance", "性能", "performance"),
]

CODE_BLOCKS = [
    ("swift", """let alert = UIAlertController(
    title: "Delete Album?",
    message: "The photos stay in your library.",
    preferredStyle: .alert)
alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
    library.delete(album)
})
present(alert, animated: true)"""),
    ("swift", """override func traitCollectionDidChange(_ previous: UITraitCollection?) {
    super.traitCollectionDidChange(previous)
    let regular = traitCollection.horizontalSizeClass == .regular
    sidebar.isHidden = !regular
    stack.axis = regular ? .horizontal : .vertical
}"""),
    ("swift", """let save = UIKeyCommand(title: "Save", action: #selector(save(_:)),
                        input: "s", modifierFlags: .command)
let menu = UIMenu(title: "File", children: [save])
builder.insertChild(menu, atStartOfMenu: .file)"""),
    ("json", """{
  "title": "Settings",
  "items": [
    {"key": "notifications", "default": true},
    {"key": "sync", "default": false}
  ]
}"""),
]


def slugify(text):
    out = []
    for ch in text.lower():
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def title_case(text):
    """Title style as `en.title-case` checks it: each part of a hyphenated word is a word."""
    small = {"and", "or", "of", "in", "on", "to", "the", "a"}
    def word(w):
        return "-".join(p[:1].upper() + p[1:] for p in w.split("-"))
    words = text.split(" ")
    return " ".join(w if (i and w in small) else word(w) for i, w in enumerate(words))


class Topic:
    __slots__ = ("index", "id", "section", "order", "title_en", "title_zh", "noun_en", "noun_zh",
                 "adj_en", "adj_zh", "related", "links", "updated")


# ---------------------------------------------------------------------------
# Text generators. Each takes a random.Random so that the output is reproducible.

class English:
    lang = "en"
    space = " "

    def __init__(self, rng, topic):
        self.rng = rng
        self.topic = topic
        self.text = EnglishText(rng, topic)

    def sentence(self):
        return self.decorate(self.text.sentence())

    def decorate(self, text):
        r = self.rng.random()
        if r >= 0.2:
            return text
        words = text.split(" ")
        candidates = [i for i, w in enumerate(words[:-1]) if len(w) > 3 and w.isalpha()]
        if not candidates:
            return text
        i = self.rng.choice(candidates)
        words[i] = f"*{words[i]}*" if r < 0.12 else f"**{words[i]}**"
        return " ".join(words)

    def paragraph(self, lo=3, hi=6):
        return " ".join(self.sentence() for _ in range(self.rng.randint(lo, hi)))

    def item(self):
        return f"**{self.text.short_action()}** {self.sentence()}"

    def short_item(self):
        return self.text.short_action()

    def note(self):
        label = self.rng.choice(["Note", "Tip", "Important"])
        return f"> {label}: {self.sentence()} {self.sentence()}"

    def link_sentence(self, link):
        r = self.rng
        forms = [
            f"For related guidance, see {link}.",
            f"{link} covers this in more depth.",
            f"If the content needs more room, consider {link} instead.",
            f"Combine this with {link} {self.text.tail()}.",
        ]
        return r.choice(forms)

    def link_text(self, target):
        return self.rng.choice([f"{target.title_en.lower()}", f"the guidance on {target.noun_en}", f"best practices for {target.noun_en}"])

    def local_link(self, heading_text, anchor):
        return f"See [{heading_text.lower()}](#{anchor}) below."

    def code_intro(self):
        return f"The following example shows one way to set this up with `{self.rng.choice(EN_CODE)}`:"

    def platform_lines(self):
        return [
            f"- **iPhone.** {self.sentence()}",
            f"- **iPad.** {self.sentence()} {self.sentence()}",
        ]


class Chinese:
    lang = "zh-Hans"
    space = ""

    def __init__(self, rng, topic):
        self.rng = rng
        self.topic = topic
        self.text = ChineseText(rng, topic)

    def sentence(self):
        # Emphasis is added where the sentence is composed (ChineseText.noun_phrase), only
        # between Chinese characters: next to Chinese punctuation cmark would not render it.
        return self.text.sentence()

    def paragraph(self, lo=3, hi=6):
        return "".join(self.sentence() for _ in range(self.rng.randint(lo, hi)))

    def item(self):
        # No emphasis inside the bold (`**把*按钮*放在…**`): one level of markup is enough.
        return f"**{self.text.action().replace('*', '')}**。{self.sentence()}"

    def short_item(self):
        return self.text.short_action()

    def note(self):
        label = self.rng.choice(["注意", "提示", "重要"])
        return f"> {label}：{self.sentence()}{self.sentence()}"

    def link_sentence(self, link):
        return self.text.link_sentence(link)

    def link_text(self, target):
        return self.rng.choice([target.title_zh, f"{target.noun_zh}的相关指南", f"{target.noun_zh}的最佳实践"])

    def local_link(self, heading_text, anchor):
        return f"{self.text.noun_phrase()}的细节请参阅下文的[{heading_text}](#{anchor})。"

    def code_intro(self):
        return f"下面的示例展示了如何使用 `{self.rng.choice(EN_CODE)}` 实现这一点："

    def platform_lines(self):
        return [
            f"- **iPhone**：{self.sentence()}",
            f"- **iPad**：{self.sentence()}{self.sentence()}",
        ]


# ---------------------------------------------------------------------------

def make_topics(count, rng):
    combos = [(a, n) for a in ADJECTIVES for n in NOUNS]
    rng.shuffle(combos)
    used = {}
    topics = []
    sections = []
    section_count = (count + TOPICS_PER_SECTION - 1) // TOPICS_PER_SECTION
    for s in range(section_count):
        en, zh = SECTION_NAMES[s % len(SECTION_NAMES)]
        cycle = s // len(SECTION_NAMES)
        sid = en if cycle == 0 else f"{en}-{cycle + 1}"
        sections.append({
            "id": sid, "order": s + 1,
            "title_en": title_case(en) + ("" if cycle == 0 else f" {cycle + 1}"),
            # A number after Chinese goes in full-width brackets, so no digit touches a Chinese character.
            "title_zh": zh + ("" if cycle == 0 else f"（{cycle + 1}）"),
            "topics": [],
        })
    for i in range(count):
        (adj_en, adj_zh), (noun_en, noun_zh) = combos[i % len(combos)]
        base = slugify(f"{adj_en} {noun_en}")
        n = used.get(base, 0) + 1
        used[base] = n
        t = Topic()
        t.index = i
        t.id = base if n == 1 else f"{base}-{n}"
        t.adj_en, t.adj_zh, t.noun_en, t.noun_zh = adj_en, adj_zh, noun_en, noun_zh
        suffix = "" if n == 1 else f" {n}"
        t.title_en = title_case(f"{adj_en} {noun_en}") + suffix
        t.title_zh = f"{adj_zh}{noun_zh}" + ("" if n == 1 else f"（{n}）")
        section = sections[i // TOPICS_PER_SECTION]
        t.section = section["id"]
        section["topics"].append(t)
        t.order = len(section["topics"])
        topics.append(t)
    return topics, sections


def split_evenly(total, parts):
    """`total` split into `parts` whole numbers as equal as possible, the larger ones first."""
    return [total // parts + (1 if i < total % parts else 0) for i in range(parts)]


def nested_name(names, i):
    """(id, English title, Chinese title) of the i-th section of a level in --nested."""
    sid, en, zh = names[i % len(names)]
    cycle = i // len(names)
    if cycle == 0:
        return sid, title_case(en), zh
    return f"{sid}-{cycle + 1}", f"{title_case(en)} {cycle + 1}", f"{zh}（{cycle + 1}）"


def make_topics_nested(count, rng):
    """--nested: sections three levels deep, topics in the leaves only (see the module's doc).
    Returns the topics and every section, parents before their children (depth first); a
    section's "children" are the sections inside it."""
    combos = [(a, n) for a in ADJECTIVES for n in NOUNS]
    rng.shuffle(combos)
    leaf_count = (count + TOPICS_PER_SECTION - 1) // TOPICS_PER_SECTION
    sections, leaves = [], []

    def section(sid, order, title_en, title_zh, parent):
        s = {"id": sid, "order": order, "title_en": title_en, "title_zh": title_zh, "topics": [], "children": []}
        if parent is not None:
            parent["children"].append(s)
        sections.append(s)
        return s

    top_leaves = split_evenly(leaf_count, min(NESTED_FANOUT, leaf_count))
    for i, under_top in enumerate(top_leaves):
        en, zh = SECTION_NAMES[i % len(SECTION_NAMES)]
        cycle = i // len(SECTION_NAMES)
        top = section(en if cycle == 0 else f"{en}-{cycle + 1}", i + 1,
                      title_case(en) + ("" if cycle == 0 else f" {cycle + 1}"),
                      zh + ("" if cycle == 0 else f"（{cycle + 1}）"), None)
        for j, under_middle in enumerate(split_evenly(under_top, min(NESTED_FANOUT, under_top))):
            sid, title_en, title_zh = nested_name(NESTED_LEVEL2, j)
            middle = section(f"{top['id']}/{sid}", j + 1, title_en, title_zh, top)
            for k in range(under_middle):
                sid, title_en, title_zh = nested_name(NESTED_LEVEL3, k)
                leaves.append(section(f"{middle['id']}/{sid}", k + 1, title_en, title_zh, middle))

    used = {}
    topics = []
    for i in range(count):
        (adj_en, adj_zh), (noun_en, noun_zh) = combos[i % len(combos)]
        base = slugify(f"{adj_en} {noun_en}")
        n = used.get(base, 0) + 1
        used[base] = n
        t = Topic()
        t.index = i
        t.id = base if n == 1 else f"{base}-{n}"
        t.adj_en, t.adj_zh, t.noun_en, t.noun_zh = adj_en, adj_zh, noun_en, noun_zh
        suffix = "" if n == 1 else f" {n}"
        t.title_en = title_case(f"{adj_en} {noun_en}") + suffix
        t.title_zh = f"{adj_zh}{noun_zh}" + ("" if n == 1 else f"（{n}）")
        # Leaves hold 50 consecutive topics, as the flat layout's sections do (pick_others relies on it).
        leaf = leaves[i // TOPICS_PER_SECTION]
        t.section = leaf["id"]
        leaf["topics"].append(t)
        t.order = len(leaf["topics"])
        topics.append(t)
    return topics, sections


def first_topic(section):
    """The first topic in reading order at or below a section."""
    while not section["topics"]:
        section = section["children"][0]
    return section["topics"][0]


def pick_others(rng, topics, me, k, same_section_bias=0.6):
    """k distinct topics other than `me`, mostly from the same section."""
    k = min(k, len(topics) - 1)
    chosen = []
    seen = {me.index}
    start = (me.index // TOPICS_PER_SECTION) * TOPICS_PER_SECTION
    end = min(start + TOPICS_PER_SECTION, len(topics))
    attempts = 0
    while len(chosen) < k:
        attempts += 1
        if rng.random() < same_section_bias and end - start > 1 and attempts < 50:
            j = rng.randrange(start, end)
        else:
            j = rng.randrange(len(topics))
        if j not in seen:
            seen.add(j)
            chosen.append(topics[j])
    return chosen


def render_page(topic, writer, rng, target_bytes):
    """One topic page in one language; `rng` must be seeded per topic and language."""
    t = topic
    en = writer.lang == "en"
    out = []
    title = t.title_en if en else t.title_zh
    if en:
        summary = f"How to design {t.adj_en} {t.noun_en} that stay clear, predictable and easy to use on iPhone and iPad."
    else:
        summary = f"介绍如何设计清晰、可预期、在 iPhone 和 iPad 上都易于使用的{t.adj_zh}{t.noun_zh}。"
    out.append("---")
    out.append(f"title: {title}")
    out.append(f"summary: {summary}")
    out.append(f"order: {t.order}")
    out.append(f"related: [{', '.join(r.id for r in t.related)}]")
    out.append(f"updated: {t.updated}")
    out.append("---")
    out.append("")

    # Cross-links (same targets and forms in both languages, fixed per topic).
    links = []
    for target, form in t.links:
        if form == 0:
            links.append(f"<doc:{target.id}>")
        elif form == 1:
            links.append(f"[{writer.link_text(target)}](doc:{target.id})")
        else:
            links.append(f"[{writer.link_text(target)}](doc:{target.id}#best-practices)")

    # Headings: best practices, 1-5 topic headings (some with ### below), platform considerations.
    middle_count = rng.randint(2, 6)  # total headings 4-8 including ### ones
    picks = rng.sample(HEADING_TOPICS, min(middle_count, len(HEADING_TOPICS)))
    headings = [("##", "Best practices" if en else "最佳实践", "best-practices")]
    level2 = 0
    for h_en, h_zh, anchor in picks:
        level = "###" if (level2 > 0 and rng.random() < 0.35) else "##"
        if level == "##":
            level2 += 1
        headings.append((level, h_en if en else h_zh, anchor))
    headings.append(("##", "Platform considerations" if en else "平台注意事项", "platform-considerations"))

    # Blocks per heading, then grown with paragraphs until the page reaches its size.
    blocks = [[writer.paragraph(3, 5)], []]  # intro, best practices
    bp = blocks[1]
    bp.append("\n".join(f"- {writer.item()}" for _ in range(rng.randint(4, 6))))
    for _ in picks:
        blocks.append([writer.paragraph()])
    blocks.append(["\n".join(writer.platform_lines())])

    n = len(headings)
    # Place links: first in the intro, the rest spread over the body sections.
    for k, link in enumerate(links):
        if k == 0:
            blocks[0][0] += writer.space + writer.link_sentence(link)
        else:
            idx = 1 + rng.randrange(n)
            blocks[idx].append(writer.paragraph(1, 3) + writer.space + writer.link_sentence(link))

    # Lists, nested lists, a note, a code block, a local link.
    def body_index():
        return 2 + rng.randrange(max(1, n - 2)) if n > 2 else 1

    numbered = "\n".join(f"{i + 1}. {writer.short_item()}" for i in range(rng.randint(3, 5)))
    blocks[body_index()].append(numbered)
    if rng.random() < 0.6:
        nested = []
        for _ in range(rng.randint(2, 4)):
            nested.append(f"- {writer.short_item()}")
            for _ in range(rng.randint(0, 3)):
                nested.append(f"  - {writer.short_item()}")
        blocks[body_index()].append("\n".join(nested))
    if rng.random() < 0.4:
        nested = []
        for i in range(rng.randint(2, 4)):
            nested.append(f"{i + 1}. {writer.short_item()}")
            for _ in range(rng.randint(1, 2)):
                nested.append(f"   - {writer.short_item()}")
        blocks[body_index()].append("\n".join(nested))
    blocks[body_index()].append(writer.note())
    if rng.random() < 0.3:
        lang, code = rng.choice(CODE_BLOCKS)
        blocks[body_index()].append(writer.code_intro() + "\n\n```" + lang + "\n" + code + "\n```")
    if n > 3:
        level, text, anchor = headings[2 + rng.randrange(n - 3)]
        blocks[1].append(writer.local_link(text, anchor))

    def size():
        total = len("\n".join(out).encode())
        for b in blocks:
            for p in b:
                total += len(p.encode()) + 2
        for level, text, anchor in headings:
            total += len(text.encode()) + len(anchor) + 10
        return total

    # Stop half a paragraph early on average, so pages average `target_bytes`.
    current = size()
    while current + 220 < target_bytes:
        p = writer.paragraph()
        block = blocks[1 + rng.randrange(n)]
        block.insert(rng.randrange(len(block) + 1), p)
        current += len(p.encode()) + 2

    out.append("\n\n".join(blocks[0]))
    for (level, text, anchor), body in zip(headings, blocks[1:]):
        out.append("")
        out.append(f"{level} {text} {{#{anchor}}}")
        out.append("")
        out.append("\n\n".join(body))
    return "\n".join(out) + "\n"


def render_section_index(section, lang):
    en = lang == "en"
    lines = ["---"]
    if en:
        lines.append(f"title: {section['title_en']}")
        lines.append(f"summary: Guidance on {section['title_en'].lower()} for apps on iPhone and iPad.")
    else:
        lines.append(f"title: {section['title_zh']}")
        lines.append(f"summary: 关于 iPhone 和 iPad App 中{section['title_zh']}的设计指南。")
    lines.append(f"order: {section['order']}")
    lines.append("---")
    lines.append("")
    if en:
        lines.append(f"The topics in this section explain how the parts of {section['title_en'].lower()} work together, "
                     "when to use each one, and where iPhone and iPad differ.")
    else:
        lines.append(f"本部分介绍{section['title_zh']}中各个部分如何协同工作、各自适用的场合，以及 iPhone 与 iPad 的不同之处。")
    lines.append("")
    for t in section["topics"]:
        lines.append(f"- <doc:{t.id}>")
    for child in section.get("children", ()):  # --nested: the sections inside it
        first = first_topic(child)
        lines.append(f"- **{child['title_en'] if en else child['title_zh']}**" + (": " if en else "：")
                     + (f"start with <doc:{first.id}>." if en else f"从 <doc:{first.id}> 开始。"))
    return "\n".join(lines) + "\n"


def render_root_index(sections, lang):
    en = lang == "en"
    lines = ["---"]
    lines.append("title: Synthetic Design Guidelines" if en else "title: 合成设计指南")
    lines.append("summary: A generated site for measuring how fast guidegen builds." if en
                 else "summary: 用于测量 guidegen 构建速度的生成站点。")
    lines.append("---")
    lines.append("")
    lines.append("The site has these sections:" if en else "本站包含以下部分：")
    lines.append("")
    for s in sections:
        first = first_topic(s)
        lines.append(f"- **{s['title_en'] if en else s['title_zh']}**" + (": " if en else "：") + (f"start with <doc:{first.id}>." if en else f"从 <doc:{first.id}> 开始。"))
    return "\n".join(lines) + "\n"


_WORK = None  # (topics, content folder, seed, page bytes) for write_topics, set before forking


def write_topics(first, step):
    """Writes both pages of topics first, first + step, …; returns (files, bytes)."""
    topics, content, seed, page_bytes = _WORK
    files = size = 0
    for t in topics[first::step]:
        folder = os.path.join(content, t.section)
        # Same page size target for both languages of a topic, varied across topics.
        target = int(page_bytes * random.Random(seed * 1_000_003 + t.index).uniform(0.8, 1.2))
        for lang, cls, salt in (("en", English, 1), ("zh-Hans", Chinese, 2)):
            prng = random.Random((seed * 1_000_003 + t.index) * 4 + salt)
            data = render_page(t, cls(prng, t), prng, target).encode("utf-8")
            with open(os.path.join(folder, f"{t.id}.{lang}.md"), "wb") as f:
                f.write(data)
            files += 1
            size += len(data)
    return files, size


HAN_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def text_statistics(content):
    """Distinct share of the runs of Chinese characters (maximal sequences of Han ideographs)
    in the zh-Hans pages and of the sentences in the English pages, below `content`."""
    han_runs, han_distinct = 0, set()
    sentences, sentences_distinct = 0, set()
    for folder, _, names in os.walk(content):
        for name in names:
            if not name.endswith(".md") or name.startswith("_index"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                text = f.read()
            body = text.split("\n---\n", 1)[-1]
            if name.endswith(".zh-Hans.md"):
                runs = HAN_RUN.findall(body)
                han_runs += len(runs)
                han_distinct.update(runs)
            else:
                for line in body.splitlines():
                    if line.startswith(("#", "```", "    ")) or not line.strip():
                        continue
                    for sentence in SENTENCE_END.split(line.lstrip("-*>0123456789. ")):
                        if len(sentence.split()) >= 4:
                            sentences += 1
                            sentences_distinct.add(sentence)
    return han_runs, len(han_distinct), sentences, len(sentences_distinct)


def print_statistics(content):
    runs, distinct_runs, sentences, distinct_sentences = text_statistics(content)
    print(f"Chinese: {distinct_runs:,} distinct of {runs:,} runs of Chinese characters "
          f"({distinct_runs / max(runs, 1):.1%}; real text: about 80%)")
    print(f"English: {distinct_sentences:,} distinct of {sentences:,} sentences of 4 words or more "
          f"({distinct_sentences / max(sentences, 1):.1%})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", type=int, help="topic pages in total, both languages (an even number; at least 8)")
    parser.add_argument("outdir", help="folder to write; its Content/ is replaced")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--page-bytes", type=int, default=7500, help="average size of a topic page in bytes")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="processes writing the topic pages (default: one per CPU); the output is the same")
    parser.add_argument("--nested", action="store_true",
                        help="sections in a tree three levels deep, at most 10 per level up to 100,000 pages (issue 33)")
    parser.add_argument("--check", action="store_true",
                        help="after writing, print how many runs of Chinese characters and English sentences are distinct")
    args = parser.parse_args()
    if args.pages < 8:
        parser.error("PAGES must be at least 8 (4 topics, so that every page can have 3 related topics)")
    topic_count = args.pages // 2

    rng = random.Random(args.seed)
    if args.nested:
        topics, sections = make_topics_nested(topic_count, rng)
    else:
        topics, sections = make_topics(topic_count, rng)
    base_date = datetime.date(2026, 1, 1)
    for t in topics:
        # --nested: the reference topic links only inside its leaf, whose topics are the same at
        # every size, so its Markdown is too (the first topic is also the first to draw, so the
        # generator's state is the same for it at every size).
        local = args.nested and t.index == REFERENCE_TOPIC
        t.related = pick_others(rng, topics, t, 3, 1.0 if local else 0.6)
        t.links = [(target, rng.randrange(3)) for target in pick_others(rng, topics, t, rng.randint(3, 6), 1.0 if local else 0.5)]
        t.updated = (base_date + datetime.timedelta(days=rng.randrange(330))).isoformat()

    content = os.path.join(args.outdir, "Content")
    if os.path.exists(content):
        shutil.rmtree(content)
    os.makedirs(content)
    total_bytes = 0
    files = 0

    def write(path, text):
        nonlocal total_bytes, files
        data = text.encode("utf-8")
        with open(path, "wb") as f:
            f.write(data)
        total_bytes += len(data)
        files += 1

    top_level = [s for s in sections if "/" not in s["id"]]
    for lang in ("en", "zh-Hans"):
        write(os.path.join(content, f"_index.{lang}.md"), render_root_index(top_level, lang))
    for s in sections:
        folder = os.path.join(content, s["id"])
        os.makedirs(folder)
        for lang in ("en", "zh-Hans"):
            write(os.path.join(folder, f"_index.{lang}.md"), render_section_index(s, lang))
    # Each topic's pages depend only on the topic and its own seeded generators, so they are
    # written by --jobs processes (forked: they share `topics`), each taking every jobs-th topic;
    # the files are the same whatever the number of processes.
    jobs = max(1, min(args.jobs, len(topics) // 100 or 1))
    global _WORK
    _WORK = (topics, content, args.seed, args.page_bytes)
    if jobs == 1:
        written = [write_topics(0, 1)]
    else:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            written = pool.starmap(write_topics, [(j, jobs) for j in range(jobs)])
    for count, size in written:
        files += count
        total_bytes += size

    shape = ""
    if args.nested:
        depth = lambda s: s["id"].count("/")
        shape = " in a tree: " + ", ".join(f"{sum(1 for s in sections if depth(s) == d)} at level {d + 1}" for d in range(3)) \
            + f"; the reference topic {topics[REFERENCE_TOPIC].section}/{topics[REFERENCE_TOPIC].id}"
    print(f"wrote {files} files ({topic_count * 2} topic pages, {len(sections)} sections per language{shape}), "
          f"{total_bytes / 1e6:.1f} MB, into {content}", file=sys.stderr)
    if args.check:
        print_statistics(content)


if __name__ == "__main__":
    main()
