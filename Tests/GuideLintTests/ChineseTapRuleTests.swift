import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct ChineseTapRuleTests {
    @Test func tapNotClickButHardwareWordsAreFine() {
        #expect(findings("点击“共享”按钮。", .text, .simplifiedChinese) == ["zh.tap@1"])
        #expect(findings("在触摸屏上轻点按钮，或使用触控板。", .text, .simplifiedChinese) == [])
    }

    @Test func everyChineseWordForClickIsFlaggedAtItsColumn() {
        #expect(findings("单击“发送”。", .text, .simplifiedChinese) == ["zh.tap@1"])
        #expect(findings("请触摸照片。", .text, .simplifiedChinese) == ["zh.tap@2"])
        #expect(findings("轻点按钮，触控板和触摸屏也可以。", .text, .simplifiedChinese) == [])
    }

    /// 触摸 ID (Touch ID, with or without a space) names the sensor, as 触摸屏 names a screen.
    @Test func touchIDIsASensorsName() {
        #expect(findings("使用触摸 ID 解锁", .text, .simplifiedChinese) == [])
        #expect(!findings("使用触摸ID解锁", .text, .simplifiedChinese).contains("zh.tap@3"))
        #expect(findings("触摸 图片", .text, .simplifiedChinese) == ["zh.tap@1"])
    }

    /// 双击 is the mouse's double-click, as 单击 is its click (en.tap reports “double-click” by its
    /// “click”): on a touch screen people tap twice, 连点两下, as this repository's glossary writes.
    @Test func aDoubleClickIsFlaggedAndFixedAsTwoTaps() {
        #expect(findings("双击图片放大。", .text, .simplifiedChinese) == ["zh.tap@1"])
        let text = "双击图片放大。"
        let segment = LintSegment(text: text, language: .simplifiedChinese, role: .text, file: "t", line: 1, byteColumn: 1)
        #expect(Linter().lint([segment], source: SourceText(path: "t", text: text)).diagnostics.map(\.suggestion) == ["写“连点两下”"])
        #expect(findings("Double-click a photo to zoom.", .text, .english).contains("en.tap@8"))
    }
}
