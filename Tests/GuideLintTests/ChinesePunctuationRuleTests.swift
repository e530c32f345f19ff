@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct ChinesePunctuationRuleTests {
    @Test func asciiPunctuationInChineseSentencesIsFlagged() {
        #expect(findings("保存文稿,然后关闭.", .text, .simplifiedChinese) == ["zh.punctuation@5", "zh.punctuation@10"])
        #expect(findings("访问 example.com 或使用 3.5 版，比例 2:1。", .text, .simplifiedChinese) == [])
    }

    /// A bracket pair opened full-width and closed in ASCII, or the other way round, is one
    /// Chinese pair: its ASCII bracket is the odd one (“摄氏度（°C)”).
    @Test func aPairOfMixedWidthsIsChinese() {
        #expect(findings("摄氏度（°C)", .text, .simplifiedChinese) == ["zh.punctuation@7"])
        #expect(findings("价格(元）", .text, .simplifiedChinese) == ["zh.punctuation@3"])
        #expect(findings("华氏度（°F）", .text, .simplifiedChinese) == [])
    }

    /// An emoji inside a Chinese sentence does not take the sentence's end mark out of it.
    @Test func aMarkAfterAnEmojiAfterChineseIsChinese() {
        #expect(findings("祝您使用愉快 😉!", .text, .simplifiedChinese) == ["zh.punctuation@9"])
        #expect(findings("完成🎉,继续", .text, .simplifiedChinese) == ["zh.punctuation@4"])
        #expect(findings("Have fun 😉!", .text, .simplifiedChinese) == [])
    }

    /// A file's name written in Chinese keeps its extension's dot (“在 快捷指令.app 中打开”); a
    /// period after Chinese, before more Chinese or a capital, is still the sentence's.
    @Test func aFileExtensionAfterChineseIsNoPeriod() {
        #expect(findings("在 快捷指令.app 中打开", .text, .simplifiedChinese) == [])
        #expect(findings("已导出到 配置.json", .text, .simplifiedChinese) == [])
        #expect(findings("已保存.请重启", .text, .simplifiedChinese) == ["zh.punctuation@4"])
        #expect(findings("已保存.Next", .text, .simplifiedChinese) == ["zh.punctuation@4"])
    }

    /// A mark standing alone in brackets or quotes is the character itself, named for people to
    /// type (“用逗号（,）分隔”, “输入“.”结束”), not the sentence's punctuation; beside other text
    /// inside them it still is.
    @Test func aMarkAloneInBracketsIsTheCharacterNamed() {
        #expect(findings("多个模型使用逗号（,）分隔", .text, .simplifiedChinese) == [])
        #expect(findings("输入“.”结束，或输入「;」换行", .text, .simplifiedChinese) == [])
        #expect(findings("多个模型（用逗号,分隔）", .text, .simplifiedChinese) == ["zh.punctuation@9"])
        #expect(findings("完成（是否保存?）", .text, .simplifiedChinese) == ["zh.punctuation@8"])
    }

    /// A mark after Chinese punctuation is in a Chinese sentence too: a label ending in a
    /// full-width bracket and an ASCII colon (“音量控制（仅DDC）:”), or “。)”.
    @Test func asciiPunctuationAfterChinesePunctuationIsFlagged() {
        #expect(findings("音量控制（仅 DDC）:", .text, .simplifiedChinese) == ["zh.punctuation@12"])
        #expect(findings("（见“设置”）.", .text, .simplifiedChinese) == ["zh.punctuation@8"])
        #expect(findings("版本（2.0）", .text, .simplifiedChinese) == [])
    }

    /// A mark after a name or a number that closes a Chinese sentence is the sentence's own
    /// (“导出到 Finder:”, “打开 Mac App Store.”) when it ends the string or its line; one inside a
    /// name (the drive “D:”), inside English words (“Hello, World”) or after an English sentence
    /// stays as written.
    @Test func aMarkClosingAChineseSentenceAfterANameIsFlagged() {
        #expect(findings("导出到 Finder:", .text, .simplifiedChinese) == ["zh.punctuation@11"])
        #expect(findings("打开 Mac App Store.", .text, .simplifiedChinese) == ["zh.punctuation@17"])
        #expect(findings("支持 macOS 10.15.", .text, .simplifiedChinese) == ["zh.punctuation@15"])
        #expect(findings("导出到 Finder:\n完成", .text, .simplifiedChinese) == ["zh.punctuation@11"])
        #expect(findings("拷贝到 D: 盘", .text, .simplifiedChinese) == [])
        #expect(findings("示例“Hello, World”", .text, .simplifiedChinese) == [])
        #expect(findings("错误信息 File not found.", .text, .simplifiedChinese) == [])
        #expect(findings("Notes: Settings.", .text, .simplifiedChinese) == [])
    }

    /// A comma, colon or semicolon after a name that leads, across a space, into Chinese
    /// (“Wi-Fi: 关闭”, “iCloud, 以及”) joins the Chinese sentence and is its own; a drive's letter
    /// (“D: 盘”) and a mark before more English stay as written.
    @Test func aMarkAfterANameLeadingIntoChineseIsFlagged() {
        #expect(findings("Wi-Fi: 关闭", .text, .simplifiedChinese) == ["zh.punctuation@6"])
        #expect(findings("同步到 iCloud, 以及其他设备", .text, .simplifiedChinese) == ["zh.punctuation@11"])
        #expect(findings("%@: 已连接", .text, .simplifiedChinese) == ["zh.punctuation@3"])
        #expect(findings("拷贝到 D: 盘", .text, .simplifiedChinese) == [])
        #expect(findings("Wi-Fi: On", .text, .simplifiedChinese) == [])
        #expect(findings("File not found. 请重试", .text, .simplifiedChinese) == [])
    }

    /// A placeholder stands for a name: a mark or an ellipsis after it that closes a Chinese
    /// sentence (“已删除 %@.”, “正在下载 %@...”) is the sentence's own, as after a name written
    /// out; after a placeholder in English, or inside the string, it stays as written.
    @Test func aMarkClosingAChineseSentenceAfterAPlaceholderIsFlagged() {
        #expect(findings("已删除 %@.", .text, .simplifiedChinese) == ["zh.punctuation@7"])
        #expect(findings("正在下载 %@...", .text, .simplifiedChinese) == ["zh.punctuation@8"])
        #expect(findings("Downloading %@...", .text, .simplifiedChinese) == [])
        #expect(findings("已连接 %@:%d", .text, .simplifiedChinese) == [])
    }

    /// Brackets are a pair: around Latin text in a Chinese sentence both are full-width
    /// (“缓存大小（MB）：”), and a mark after them is in the sentence too; a call in code and a
    /// face drawn in marks are not.
    @Test func bracketsAroundLatinTextInAChineseSentenceAreAPair() {
        #expect(findings("缓存大小 (MB):", .text, .simplifiedChinese) == ["zh.punctuation@6", "zh.punctuation@9", "zh.punctuation@10"])
        #expect(findings("间隔(px)", .text, .simplifiedChinese) == ["zh.punctuation@3", "zh.punctuation@6"])
        #expect(findings("调用 print() 函数", .text, .simplifiedChinese) == [])
        #expect(findings("找不到 (>_<)", .text, .simplifiedChinese) == [])
    }

    /// A placeholder stands for Latin text (a number, a name), so brackets around it in a
    /// Chinese sentence are full-width as around the text itself: “已排队的任务（%d）”. Beside
    /// Latin text only they stay a Latin pair (“版本 %1$@ (%2$@)”).
    @Test func bracketsAroundAPlaceholderInAChineseSentenceAreAPair() {
        #expect(findings("已排队的任务 (%d)", .text, .simplifiedChinese) == ["zh.punctuation@8", "zh.punctuation@11"])
        #expect(findings("下载 (%1$@) 完成", .text, .simplifiedChinese) == ["zh.punctuation@4", "zh.punctuation@9"])
        #expect(findings("版本 %1$@ (%2$@)", .text, .simplifiedChinese) == [])
        // Placeholders with Latin text between them (a count of a total) are Latin text too.
        #expect(findings("正在下载 (%d/%d) - %@", .text, .simplifiedChinese) == ["zh.punctuation@6", "zh.punctuation@12"])
    }
}
