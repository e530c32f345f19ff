import Foundation
import GuideAppSources
import GuideLint

// A developer's tool: where the Swift sources under the folders use localized keys.
//   app-key-uses FOLDER…                              every use: key, kind, file:line:column
//   app-key-uses --roles [--catalog FILE]… FOLDER…   the most visible use per key and the role
//       guidegen lint gives it on the app's platform (`-` when the use says nothing of one); with
//       String Catalogs (.xcstrings) given, per catalog key (placeholders matched by shape)
// Tab-separated, one line each. Benchmarks/app-lint/evaluate.py reads the roles to measure the
// scanner against hand labels.
var arguments = Array(CommandLine.arguments.dropFirst())
var rolesOnly = false
var catalogKeys: [String] = []
var folders: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--roles":
        rolesOnly = true
    case "--catalog":
        guard let path = arguments.first, let data = FileManager.default.contents(atPath: path),
              let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else {
            FileHandle.standardError.write(Data("error: --catalog needs a readable String Catalog\n".utf8))
            exit(1)
        }
        arguments.removeFirst()
        catalogKeys += strings.keys
    default:
        folders.append(argument)
    }
}
guard !folders.isEmpty else {
    FileHandle.standardError.write(Data("usage: app-key-uses [--roles [--catalog FILE.xcstrings]...] FOLDER...\n".utf8))
    exit(2)
}
let scan = SwiftSourceScanner.scan(inFolders: folders)
let uses = scan.uses
let shown: [KeyUse]
if rolesOnly {
    let roles = catalogKeys.isEmpty ? SwiftSourceScanner.roles(uses) : SwiftSourceScanner.roles(uses, catalogKeys: catalogKeys)
    shown = roles.values.sorted { $0.key < $1.key }
} else {
    shown = uses
}
for use in shown {
    // Keys may hold tabs or newlines: escape them so each use stays one line.
    let key = use.key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
        .replacingOccurrences(of: "\n", with: "\\n")
    let place = "\(use.file):\(use.line):\(use.column)"
    if rolesOnly {
        // The role from the one table guidegen lint reads (`CodeRoles.role(of:on:)`).
        print("\(key)\t\(use.kind.rawValue)\t\(CodeRoles.role(of: use.kind, on: use.platform)?.rawValue ?? "-")\t\(place)")
    } else {
        print("\(key)\t\(use.kind.rawValue)\t\(place)")
    }
}
