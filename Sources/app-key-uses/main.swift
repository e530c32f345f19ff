import Foundation
import GuideAppSources

// A developer's tool: where the Swift sources under the folders use localized keys.
//   app-key-uses FOLDER…          every use: key, kind, file:line:column (tab-separated)
//   app-key-uses --roles FOLDER…  the most visible use per key
// Benchmarks/app-lint/evaluate.py reads the roles to measure the scanner against hand labels.
var arguments = Array(CommandLine.arguments.dropFirst())
let rolesOnly = arguments.first == "--roles"
if rolesOnly { arguments.removeFirst() }
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: app-key-uses [--roles] FOLDER...\n".utf8))
    exit(2)
}
let uses = SwiftSourceScanner.uses(inFolders: arguments)
let shown = rolesOnly ? SwiftSourceScanner.roles(uses).values.sorted { $0.key < $1.key } : uses
for use in shown {
    // Keys may hold tabs or newlines: escape them so each use stays one line.
    let key = use.key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
        .replacingOccurrences(of: "\n", with: "\\n")
    print("\(key)\t\(use.kind.rawValue)\t\(use.file):\(use.line):\(use.column)")
}
