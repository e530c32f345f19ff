import Foundation
import GuideCore

extension LintRunner {
    /// An app's string files read and parsed on a thread of their own while the caller does
    /// something else: `guidegen lint --sources` reads the app's code for its roles
    /// (`CodeRoles`) meanwhile. Neither needs the other, and on an app of 2,000 Swift files and
    /// 20,000 keys the one String Catalog's parse ran on one core after the code's scan had
    /// ended, half a second with the other core idle.
    ///
    /// Read once, for one `lint(paths:readAhead:)`: the rounds of `--fix` read the files again,
    /// as they have changed.
    public final class StringFilesReadAhead: @unchecked Sendable {
        // @unchecked: `parsed` is written once, on the reading thread, before `done` is
        // signalled, and read only after waiting for it: the group orders the two.
        private let done = DispatchGroup()
        private var parsed: [String: ParsedAppStrings] = [:]

        /// Starts reading the string files among `files` (as `LintRunner.files(in:)` gives them).
        public init(_ runner: LintRunner, files: [String]) {
            let strings = files.filter { LintRunner.stringsExtensions.contains(PathNames.fileExtension($0)) }
            done.enter()
            Thread { [self] in
                let read = concurrentMap(strings.count) { runner.readAppStrings(strings[$0]) }
                parsed = Dictionary(zip(strings, read), uniquingKeysWith: { first, _ in first })
                done.leave()
            }.start()
        }

        /// The file at `path` as read, once reading is done; nil when it was not among the files.
        func parsedFile(_ path: String) -> ParsedAppStrings? {
            done.wait()
            return parsed[path]
        }
    }
}
