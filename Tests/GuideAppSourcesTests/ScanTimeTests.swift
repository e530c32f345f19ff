import GuideCore
import Testing
@testable import GuideAppSources

/// A file's scan takes time in proportion to its size in the shapes of real apps' largest
/// files (issue 32, lint time): one function of many statements, one type of many stored
/// properties. `Benchmarks/app-lint-shapes.sh` prints the whole lint's times in a release build.
struct ScanTimeTests {
    /// This thread's CPU time to scan `source(count)`, and the keys its uses name.
    func scan(_ source: (Int) -> String, _ count: Int) -> (time: Double, keys: Set<String>) {
        let text = source(count)
        let start = threadCPUSeconds()
        let uses = SwiftSourceScanner.resolve([FileScan(source: text, file: "Big.swift")])
        return (threadCPUSeconds() - start, Set(uses.map(\.key)))
    }

    /// A setup function of many statements, each a local unwrapped or declared before it and
    /// a name one of the file's views declares (`title`): each name read looked back through
    /// every statement before it, three ways, so four times the statements took about sixteen
    /// times the time.
    @Test func aLongFunctionIsScannedInLinearTime() {
        func source(_ count: Int) -> String {
            let statements = (0..<count).map { n in
                "        let text\(n) = NSLocalizedString(\"long.k\(n)\", comment: \"\")\n        title = text\(n)\n        label.text = name"
            }
            return """
                import SwiftUI
                import UIKit

                struct Header: View {
                    var title: some View { Text("long.header") }
                    var body: some View { title }
                }

                final class Controller: UIViewController {
                    let label = UILabel()
                    func configure(_ item: Item?) {
                        guard let name = item?.name else { return }
                \(statements.joined(separator: "\n"))
                    }
                }
                """
        }
        let quarter = scan(source, 200), whole = scan(source, 800)
        #expect(quarter.keys.filter { $0.hasPrefix("long.k") }.count == 200)
        #expect(whole.keys.filter { $0.hasPrefix("long.k") }.count == 800)
        #expect(whole.time < quarter.time * 8, "800 statements took \(whole.time) CPU-s, 200 took \(quarter.time)")
    }

    /// A controller whose method shows each of its stored properties in a label: each name read
    /// went through all the type's members for the one it names.
    @Test func aWideTypeIsScannedInLinearTime() {
        func source(_ count: Int) -> String {
            let properties = (0..<count).map { "    let p\($0) = NSLocalizedString(\"wide.p\($0)\", comment: \"\")" }
            let shows = (0..<count).map { "        label.text = p\($0)" }
            return """
                import UIKit

                final class WideController: UIViewController {
                    let label = UILabel()
                \(properties.joined(separator: "\n"))

                    func show() {
                \(shows.joined(separator: "\n"))
                    }
                }
                """
        }
        let quarter = scan(source, 200), whole = scan(source, 800)
        #expect(quarter.keys.count == 200 && whole.keys.count == 800)
        #expect(whole.time < quarter.time * 8, "800 properties took \(whole.time) CPU-s, 200 took \(quarter.time)")
    }
}
