@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// `code-identifier` (issue 32, item 4): names from the code in an app's strings, English and Chinese.
struct IdentifierRuleTests {
    private func identifiers(_ text: String, _ language: Language = .english, declared: Set<String> = [], key: String? = "k") -> [String] {
        let linter = Linter()
        var segment = LintSegment(text: text, language: language, role: .text, file: "t", line: 1, byteColumn: 1)
        segment.key = key
        segment.appIdentifiers = declared
        return linter.lint([segment], source: SourceText(path: "t", text: text)).diagnostics
            .filter { $0.id == "code-identifier" }.map { "\($0.location!.column) \($0.message)" }
    }

    @Test func namesOfTheCodeByTheirFormAreFindings() {
        #expect(identifiers("Choose a timeline_filter") == ["10 “timeline_filter” is a name from the code, not words people read"])
        #expect(identifiers("Up to kMaxItems items") == ["7 “kMaxItems” is a name from the code, not words people read"])
        #expect(identifiers("Set maxItems first") == ["5 “maxItems” is a name from the code, not words people read"])
        // A first part with a digit in it (`v2ray`) is still lower case before the hump.
        #expect(identifiers("v2raySubList: 3") == ["1 “v2raySubList” is a name from the code, not words people read"])
        #expect(identifiers("Runs on x86 and arm64 Macs") == [])
    }

    @Test func namesPeopleReadAreNot() {
        #expect(identifiers("Works on iPhone, iPad and macOS with iCloud") == [])
        #expect(identifiers("Sign in with GitHub or YouTube") == [])
        #expect(identifiers("Open Info.plist or https://example.com/a_b") == [])
        #expect(identifiers("Use `snake_case` here") == [])
        #expect(identifiers("%1$@ of %2$@") == [])
        // A page's prose is not an app's copy.
        #expect(identifiers("Choose a timeline_filter", key: nil) == [])
    }

    /// A template's variable in braces (`{file_name}`, `{{userName}}`) is what people type into
    /// a field the app fills in, written as it must be: no code shown to them.
    @Test func aTemplateVariableInBracesIsNoIdentifier() {
        #expect(identifiers("Name files as {file_name}-{dateStamp}.png") == [])
        #expect(identifiers("Greeting: {{userName}}") == [])
        #expect(identifiers("文件名支持 {file_name} 等变量", .simplifiedChinese) == [])
        #expect(identifiers("Set {file_name and more}") == ["6 “file_name” is a name from the code, not words people read"])
        // Angle brackets, as a text the app fills in before showing it writes them.
        #expect(identifiers("Delete '<selectedPlugin>'?") == [])
        #expect(identifiers("Delete <selected_plugin and more") == ["9 “selected_plugin” is a name from the code, not words people read"])
    }

    /// The name of a folder or a file before the word for it is written as it is on disk.
    @Test func aFoldersNameIsNoIdentifier() {
        #expect(identifiers("If you have a node_modules folder, hide it") == [])
        #expect(identifiers("Keep the user_data files") == [])
        #expect(identifiers("Open node_modules and the folder") == ["6 “node_modules” is a name from the code, not words people read"])
        #expect(identifiers("如果有 node_modules 文件夹，请将其隐藏", .simplifiedChinese) == [])
        #expect(identifiers("请删除 user_data 里的内容", .simplifiedChinese) == ["5 “user_data”是代码里的名称，不是给人看的文字"])
    }

    /// A name alone inside quotation marks is quoted on purpose: a file's name or a setting's
    /// key people must type as it is written (“with the name "ssh_key"”, “Valid keys are:
    /// ‘PrivateKey’, ‘ListenPort’”). Quoted with other words, or unquoted, it is still code.
    @Test func aNameAloneInQuotesIsWrittenAsItMustBeTyped() {
        #expect(identifiers("Copy your key to Pass with the name \"ssh_key\" (without quotes)") == [])
        #expect(identifiers("Valid keys are: ‘PrivateKey’, ‘ListenPort’ and ‘MTU’.", declared: ["PrivateKey", "ListenPort"]) == [])
        #expect(identifiers("Name it “user_data” or 'backOnly'") == [])
        #expect(identifiers("The value must be \"backOnly\" or \"forwardOnly\"") == [])
        #expect(identifiers("Tap “Open timeline_filter” first") == ["11 “timeline_filter” is a name from the code, not words people read"])
        #expect(identifiers("backOnly must be true or \"forwardOnly\"") == ["1 “backOnly” is a name from the code, not words people read"])
        #expect(identifiers("请把文件命名为“ssh_key”", .simplifiedChinese) == [])
    }

    /// With the app's code: a type it declares, shown as it is written (an App Intent's entity).
    @Test func aTypeTheAppDeclaresIsCodeInCopy() {
        #expect(identifiers("Open UserProfile", declared: ["UserProfile", "AppAccount"]) == ["6 “UserProfile” is a name from the code, not words people read"])
        #expect(identifiers("Open UserProfile") == [])
        #expect(identifiers("Support HiPixel", declared: ["HiPixel"]) == [])
        #expect(identifiers("打开 AppAccount", .simplifiedChinese, declared: ["AppAccount"]) == ["4 “AppAccount”是代码里的名称，不是给人看的文字"])
        #expect(identifiers("已选择 timeline_filter", .simplifiedChinese) == ["5 “timeline_filter”是代码里的名称，不是给人看的文字"])
    }

    /// Three common words or more run together are a name from code, declared or not; a brand
    /// joins two (`WireGuard`), and a part that is no word or under three letters (`MeetInOne`,
    /// `DuckDuckGo`) may be a product's name.
    @Test func threeCommonWordsRunTogetherAreCodeInCopy() {
        #expect(identifiers("CenterWeightedAverage") == ["1 “CenterWeightedAverage” is a name from the code, not words people read"])
        #expect(identifiers("测光模式：CenterWeightedAverage", .simplifiedChinese) == ["6 “CenterWeightedAverage”是代码里的名称，不是给人看的文字"])
        #expect(identifiers("Quit WireGuard") == [])
        #expect(identifiers("Open MeetInOne") == [])
        #expect(identifiers("Search with DuckDuckGo") == [])
        #expect(identifiers("Open ZorblaxQuentPrim") == [])
    }

    /// A lower-camel-case name whose last part is an acronym (`deviceID`) has no hump a reader
    /// could tell from a brand (`macOS`); the app's code declaring it says it is code.
    @Test func aDeclaredNameEndingInAnAcronymIsCodeInCopy() {
        #expect(identifiers("Unknown deviceID", declared: ["deviceID"]) == ["9 “deviceID” is a name from the code, not words people read"])
        #expect(identifiers("Unknown deviceID") == [])
        #expect(identifiers("Runs on macOS", declared: ["deviceID"]) == [])
    }
}
