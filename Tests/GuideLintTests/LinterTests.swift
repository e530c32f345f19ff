import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct LinterTests {
    @Test func quotedTextIsAnExampleUnlessQuotesAreLinted() {
        #expect(findings("Avoid titles such as “My Workouts”.") == [])
        #expect(findings("Avoid titles such as “My Workouts”.", quotes: true) == ["en.first-person@23"])
    }

    @Test func straightQuotesAndCornerBracketsMarkExamplesToo() {
        #expect(findings("Avoid titles such as \"My Workouts\".") == [])
        #expect(findings("不要用「我的锻炼」这样的标题。", .text, .simplifiedChinese) == [])
        #expect(findings("不要用「我的锻炼」这样的标题。", .text, .simplifiedChinese, quotes: true) == ["zh.first-person@5"])
    }

    @Test func chineseColumnsCountCharactersNotBytes() {
        // 在(1) 设(2) 置(3) 中(4) 点(5): the finding is at the fifth character, the 13th byte.
        #expect(findings("在设置中点击“通用”。", .text, .simplifiedChinese) == ["zh.tap@5"])
        // 打 开 “ 设 置 ” then the ASCII comma, the seventh character.
        #expect(findings("打开“设置”,然后返回。", .text, .simplifiedChinese) == ["zh.punctuation@7"])
    }
}
