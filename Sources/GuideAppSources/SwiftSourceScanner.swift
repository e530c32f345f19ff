import Dispatch
import Foundation
import GuideCore
import SwiftParser
import SwiftSyntax
import Synchronization

/// Finds where an app's Swift code uses its localized keys and how each is shown, so the linter
/// can check a key by its role (a button, an alert's message…) rather than guess it from the key.
public enum SwiftSourceScanner {
    /// Every literal key use in one file's source text. A file that does not parse still gives
    /// what swift-syntax recovers.
    public static func uses(inSource source: String, file: String) -> [KeyUse] {
        resolve([FileScan(source: source, file: file)])
    }

    /// Every literal key use in several files' source texts, followed across them.
    static func uses(inSources sources: [(source: String, file: String)]) -> [KeyUse] {
        resolve(fileScans(sources.map(\.file)) { FileScan.tree(of: sources[$0].source) })
    }

    /// Every `.swift` file under the folders (skipping `.build`, `Pods`, `Carthage`,
    /// `DerivedData` and hidden folders), read in parallel, sorted by file and line. Helpers are
    /// followed across files: a view defined in one file and called with a key in another.
    public static func uses(inFolders folders: [String]) -> [KeyUse] {
        scan(inFolders: folders).uses
    }

    /// `uses(inFolders:)`, and the platform the same files' imports say the app is for.
    public static func scan(inFolders folders: [String]) -> (uses: [KeyUse], platform: AppPlatform) {
        let app = scanApp(inFolders: folders)
        return (app.uses, app.platform)
    }

    /// What an app's Swift code says about its strings.
    public struct AppScan: Sendable {
        /// Every literal key use, sorted by file and line.
        public var uses: [KeyUse]
        /// The platform the files' imports say the app is for.
        public var platform: AppPlatform
        /// Camel-case names the code declares (types, enum cases, functions, properties):
        /// shown to people, they are code (`UserProfile`).
        public var identifiers: Set<String>
        /// The products' names, as their Xcode projects and workspaces name them (`sing-box`).
        public var productNames: Set<String> = []
        /// The development language's texts the code gives beside its keys (`value:`), in
        /// file and line order.
        public var developmentTexts: [DevelopmentText] = []
        /// Files nested too deeply to parse (`SwiftNesting`), read as empty: they give no roles.
        public var tooDeepFiles: [String] = []
    }

    /// Every `.swift` file under the folders, read in parallel: key uses, platform and declared names.
    /// The String Catalogs under the folders, and `catalogs` (those being linted, wherever they
    /// are), give the symbols Xcode generates for their keys (`GeneratedStringSymbols`).
    public static func scanApp(inFolders folders: [String], catalogs: [String] = []) -> AppScan {
        let trees = folders.map { sourceTree(under: $0) }
        let files = zip(folders, trees).flatMap { folder, tree in tree.swiftFiles.map { (folder, $0) } }
        let symbols = GeneratedStringSymbols(catalogs: Self.distinctFiles(trees.flatMap(\.catalogs) + catalogs))
        let tooDeep = Mutex<Set<String>>([])
        let read = fileScans(files.map(\.1), inApp: files.map { folder, file in String(file.dropFirst(folder.count)) }, symbols: symbols) { index in
            FileManager.default.contents(atPath: files[index].1).map { data in
                let source = String(decoding: data, as: UTF8.self)
                let deep = SwiftNesting.isTooDeep(source)
                if deep { _ = tooDeep.withLock { $0.insert(files[index].1) } }
                return FileScan.tree(of: source, isTooDeep: deep)
            }
        }
        // The product's name is a name people read, even where a type has it (`enum LinearMouse`).
        let products = trees.reduce(into: Set<String>()) { $0.formUnion($1.productNames) }
        let platform = platform(of: read)
        // Keys the app's Objective-C localizes, read from its statements (`ObjectiveCUses`).
        let objectiveC = trees.flatMap { tree in
            tree.objectiveCFiles.flatMap { file in
                FileManager.default.contents(atPath: file).map {
                    ObjectiveCUses.uses(inSource: String(decoding: $0, as: UTF8.self), file: file, platform: platform)
                } ?? []
            }
        }
        // `resolve` gives its uses in reading order already.
        let resolved = resolve(read)
        return AppScan(uses: objectiveC.isEmpty ? resolved : (resolved + objectiveC).sorted(by: inReadingOrder), platform: platform,
                       identifiers: read.reduce(into: Set<String>()) { $0.formUnion($1.declaredNames) }.subtracting(products),
                       productNames: products, developmentTexts: read.flatMap(\.developmentTexts),
                       tooDeepFiles: tooDeep.withLock { $0.sorted() })
    }

    /// The files read in two passes, each in parallel: first every file's localizing wrappers
    /// (`LocalizingWrappers`) and types (`AppTypes`), then every file's keys, read knowing all of them (a wrapper
    /// declared in one file is called in others). `parse` gives the tree of the file at an index
    /// (nil when it cannot be read) and is called from several threads at once, twice per file:
    /// a tree is not kept from one pass to the next, as the trees of a 2,000-file app took
    /// 170 MB, growing with the app, and parsing is a tenth of the scan's time.
    /// `inApp` is each file's path inside the folder it was found in (its folders' names may say
    /// its platform); the paths themselves when not given.
    /// `symbols` are those Xcode generates for the app's String Catalogs.
    private static func fileScans(_ files: [String], inApp: [String]? = nil, symbols: GeneratedStringSymbols = GeneratedStringSymbols(),
                                  parse: (Int) -> SourceFileSyntax?) -> [FileScan] {
        let declarations = UnsafeMutableBufferPointer<LocalizingWrappers.Declarations>.allocate(capacity: files.count)
        declarations.initialize(repeating: .init())
        let types = UnsafeMutableBufferPointer<AppTypes.Declarations>.allocate(capacity: files.count)
        types.initialize(repeating: .init())
        let viewNames = UnsafeMutableBufferPointer<AppViewNames>.allocate(capacity: files.count)
        viewNames.initialize(repeating: .init())
        defer {
            declarations.deinitialize(); declarations.deallocate()
            types.deinitialize(); types.deallocate()
            viewNames.deinitialize(); viewNames.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let tree = parse(index) else { return }
            declarations[index] = LocalizingWrappers.declarations(in: tree)
            types[index] = AppTypes.declarations(in: tree)
            viewNames[index] = AppViewNames.names(in: tree)
        }
        var wrappers = LocalizingWrappers(Array(declarations))
        wrappers.generatedSymbols = symbols
        let appTypes = AppTypes(Array(types))
        let appViewNames = AppViewNames(Array(viewNames))
        let scans = UnsafeMutableBufferPointer<FileScan?>.allocate(capacity: files.count)
        scans.initialize(repeating: nil)
        defer { scans.deinitialize(); scans.deallocate() }
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let tree = parse(index) else { return }
            scans[index] = FileScan(tree: tree, file: files[index], wrappers: wrappers, types: appTypes, viewNames: appViewNames)
            scans[index]?.folderPlatform = AppPlatform(folders: inApp?[index] ?? files[index])
        }
        return scans.compactMap { $0 }
    }

    /// The most visible use per key (the first in file and line order among equals), with the
    /// `localizedArguments` of all the key's uses (a translation must read right for each) and
    /// the kinds of its other uses.
    public static func roles(_ uses: [KeyUse]) -> [String: KeyUse] {
        var best: [String: KeyUse] = [:]
        var localized: [String: Set<Int>] = [:]
        var kinds: [String: Set<UIKind>] = [:]
        // An app's scan gives its uses in this order already: checking it costs less than sorting.
        let isInOrder = zip(uses, uses.dropFirst()).allSatisfy { !inReadingOrder($1, $0) }
        for use in isInOrder ? uses : uses.sorted(by: inReadingOrder) {
            localized[use.key, default: []].formUnion(use.localizedArguments)
            kinds[use.key, default: []].insert(use.kind)
            if let current = best[use.key], current.kind.visibility >= use.kind.visibility { continue }
            best[use.key] = use
        }
        for (key, arguments) in localized where !arguments.isEmpty { best[key]?.localizedArguments = arguments }
        for (key, seen) in kinds where seen.count > 1 {
            if let kind = best[key]?.kind { best[key]?.otherKinds = seen.subtracting([kind]) }
        }
        return best
    }

    /// The most visible use per catalog key. Code shows only a literal's shape, not the types
    /// of what it interpolates (`"\(scale)x"` is `%@x` to the scanner, `%lldx` or `%.0fx` in the
    /// catalog), so a key the code spells with other placeholders is matched by its shape when
    /// exactly one catalog key has that shape.
    public static func roles(_ uses: [KeyUse], catalogKeys: some Collection<String>) -> [String: KeyUse] {
        let byKey = roles(uses)
        var byShape: [String: [String]] = [:]
        for key in catalogKeys where mayHavePlaceholders(key) { byShape[placeholderShape(key), default: []].append(key) }
        var result: [String: KeyUse] = [:]
        let known = Set(catalogKeys)
        func give(_ use: KeyUse, to key: String) {
            var renamed = use
            renamed.key = key
            result[key] = keepMoreVisible(result[key], renamed)
        }
        for (key, use) in byKey {
            if known.contains(key) {
                give(use, to: key)
            } else if mayHavePlaceholders(key), let matches = byShape[placeholderShape(key)] {
                if matches.count == 1 { give(use, to: matches[0]) }
            } else if key.contains("%@") {
                // A key built in code (`"category.\(name)"`) stands for every catalog key it can spell.
                for match in family(key, in: catalogKeys) { give(use, to: match) }
            }
        }
        return result
    }

    /// True when a key holds a `%`, so a format's placeholder may be in it. Read in the UTF-8
    /// bytes: through Foundation's `contains`, this test was a tenth of the serial step above on
    /// an app of 20,000 keys.
    static func mayHavePlaceholders(_ key: String) -> Bool { key.utf8.contains(UInt8(ascii: "%")) }

    /// The catalog keys a key with `%@` placeholders can spell, each placeholder standing for
    /// some text without spaces; none when the fixed part is too short to tell.
    static func family(_ pattern: String, in keys: some Collection<String>) -> [String] {
        let parts = pattern.components(separatedBy: "%@")
        guard parts.joined().count >= 4 else { return [] }
        return keys.filter { key in
            guard !mayHavePlaceholders(key), key.hasPrefix(parts[0]), key.hasSuffix(parts[parts.count - 1]) else { return false }
            var rest = key.dropFirst(parts[0].count)
            for (index, part) in parts.enumerated().dropFirst() {
                let isLast = index == parts.count - 1
                // The last part is the key's end; an empty one matches there too.
                let found = isLast ? rest.index(rest.endIndex, offsetBy: -part.count, limitedBy: rest.startIndex).map { $0..<rest.endIndex }
                                   : rest.range(of: part)
                guard let range = found, !part.isEmpty || isLast else { return false }
                let filler = rest[..<range.lowerBound]
                if filler.isEmpty || filler.contains(" ") { return false }
                rest = rest[range.upperBound...]
            }
            return rest.isEmpty
        }
    }

    private static func keepMoreVisible(_ current: KeyUse?, _ candidate: KeyUse) -> KeyUse {
        guard let current else { return candidate }
        // Among equals the first in reading order, as `roles(_:)` keeps: the keys come here in
        // a dictionary's order, which changes from run to run.
        let candidateFirst = candidate.kind.visibility == current.kind.visibility && inReadingOrder(candidate, current)
        var kept = candidate.kind.visibility > current.kind.visibility || candidateFirst ? candidate : current
        kept.localizedArguments = current.localizedArguments.union(candidate.localizedArguments)
        kept.otherKinds = current.otherKinds.union(candidate.otherKinds).union([current.kind, candidate.kind]).subtracting([kept.kind])
        return kept
    }

    /// A key with every format specifier (`%@`, `%lld`, `%.0f`, `%1$@`) written as `%@`.
    static func placeholderShape(_ key: String) -> String {
        var shape = ""
        var scalars = key.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { shape.unicodeScalars.append(scalar); continue }
            if scalars.first == "%" { scalars.removeFirst(); shape += "%%"; continue }
            // Position, flags, width, precision, length, then the conversion.
            var rest = scalars
            while let next = rest.first, "0123456789$-+ #.'hlqLzjt".unicodeScalars.contains(next) { rest.removeFirst() }
            if let conversion = rest.first, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion) {
                rest.removeFirst()
                scalars = rest
                shape += "%@"
            } else {
                shape += "%"
            }
        }
        return shape
    }

    /// The paths, each file once (by its standardized path), in order.
    static func distinctFiles(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    /// Folders of build output and dependencies, never an app's own code: what every walk of
    /// an app's folder skips (the code's, and the linter's for strings and pages).
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The `.swift` files under a folder (or the folder itself, a file), sorted; the products'
    /// names (`ProductNames`: the Xcode projects' and workspaces' names, the display names their
    /// settings and `Info.plist` files give); and the String Catalogs, whose keys Xcode gives symbols (`GeneratedStringSymbols`).
    static func sourceTree(under folder: String) -> (swiftFiles: [String], objectiveCFiles: [String], productNames: Set<String>, catalogs: [String]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return ([], [], [], []) }
        if !isFolder.boolValue { return (folder.hasSuffix(".swift") ? [folder] : [], [], [], []) }
        var found: [String] = []
        var objectiveC: [String] = []
        var products: Set<String> = []
        var catalogs: [String] = []
        let base = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return ([], [], [], []) }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if skippedFolders.contains(name) { walker.skipDescendants(); continue }
            // Keep the caller's spelling of the folder in the paths we report.
            let relative = url.path.dropFirst(base.path.count).drop { $0 == "/" }
            let path = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
            if name.hasSuffix(".swift") {
                found.append(path)
            } else if url.pathExtension == "m" || url.pathExtension == "mm" {
                objectiveC.append(path)
            } else if url.pathExtension == "xcstrings" {
                catalogs.append(url.path)
            } else if url.pathExtension == "xcodeproj" || url.pathExtension == "xcworkspace" {
                products.formUnion(ProductNames.inProject(url))
                walker.skipDescendants()
            } else if name == "Info.plist" {
                products.formUnion(ProductNames.inInfoPlist(url))
            }
        }
        return (found.sorted(), objectiveC.sorted(), products, catalogs.sorted())
    }

    /// File, line, column, key, kind. Compared one after the other, not as a tuple: a tuple is
    /// built whole, the kind's name too, for every comparison of a sort of tens of thousands.
    private static func inReadingOrder(_ a: KeyUse, _ b: KeyUse) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.key != b.key { return a.key < b.key }
        return a.kind.rawValue < b.kind.rawValue
    }

    /// Follows keys through helpers and properties, then gives every literal its uses.
    static func resolve(_ scans: [FileScan]) -> [KeyUse] {
        var resolution = KeyResolution(scans, platform: platform(of: scans))
        resolution.noteWhatIsFound()
        resolution.settle()
        return resolution.uses().sorted(by: inReadingOrder)
    }

    /// The platform all the files' imports say the app is for.
    private static func platform(of scans: [FileScan]) -> AppPlatform {
        AppPlatform(imports: scans.reduce(into: Set<String>()) { $0.formUnion($1.imports) })
    }

    /// The properties of Foundation's `LocalizedError`, which alerts and error views read, and
    /// `Error`'s own `localizedDescription`, which an app's error type may declare instead.
    static let localizedErrorMembers: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion", "localizedDescription"]

    /// AppKit's and UIKit's accessibility members, which VoiceOver reads itself, by what each
    /// gives (as properties, or as `NSAccessibility`'s methods, `accessibilityHelp()`).
    static let accessibilityMembers: [String: UIKind] = [
        "accessibilityLabel": .accessibilityLabel, "accessibilityTitle": .accessibilityLabel,
        "accessibilityRoleDescription": .accessibilityLabel, "accessibilityValue": .accessibilityLabel,
        "accessibilityHint": .accessibilityHint, "accessibilityHelp": .accessibilityHint,
    ]

    /// What the system shows a property or method of that name as, when the app gives it keys
    /// and reads it nowhere itself: a `LocalizedError`'s texts, a view's accessibility members.
    static func systemKind(ofMember name: String) -> UIKind? {
        let member = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        if localizedErrorMembers.contains(member) { return .errorMessage }
        return accessibilityMembers[member]
    }

    /// What a leaf view given to an app's view in `slot` is where that view's body shows it.
    /// A view named like SwiftUI's sections (`…Section`, `…DisclosureGroup`, `…GroupBox`) shows
    /// its `label`, `header` or `title` as a section's header, as they do.
    /// A view that gives what it is given on to another of the app's views, whose body
    /// decides nothing for it itself, shows it as that view does (up to `depth` views deep).
    static func kind(of leaf: UIKind, in slot: FileScan.AppViewSlot, _ viewTypes: [String: FileScan.ViewType], depth: Int = 4) -> UIKind? {
        guard let view = viewTypes[slot.type] else { return nil }
        let property: String?
        if let label = slot.label {
            property = view.flows[label] ?? label
        } else {
            property = view.properties.contains("content") ? "content" : view.properties.first { view.shown[$0] != nil }
        }
        guard let property else { return nil }
        if ["label", "header", "title"].contains(property), leaf == .text || leaf == .label, !slot.followsAnotherText,
           ["Section", "DisclosureGroup", "GroupBox"].contains(where: slot.type.hasSuffix) {
            return .sectionHeader
        }
        var shown = view.shown[property]?[leaf]
        if shown == nil || shown == leaf, depth > 0, let forward = view.forwards[property],
           let passed = kind(of: leaf, in: forward, viewTypes, depth: depth - 1) {
            shown = passed
        }
        // A second text is one more of a picker's options or a menu's items; in a label it
        // describes the first, which the view's body does not decide.
        if slot.followsAnotherText, shown != .pickerOption, shown != .menuItem { return nil }
        return shown
    }


    /// Labeled arguments go to the parameter with that label, unlabeled ones to the unlabeled
    /// parameters in order; nil when an argument has nowhere to go.
    static func match(_ call: FileScan.Call, _ signature: [FileScan.Parameter])
        -> [(parameter: FileScan.Parameter, references: [KeyReference])]? {
        var unlabeled = signature.filter { $0.label == nil }.makeIterator()
        var matched: [(parameter: FileScan.Parameter, references: [KeyReference])] = []
        for argument in call.arguments {
            let parameter: FileScan.Parameter?
            if let label = argument.label {
                parameter = signature.first { $0.label == label }
            } else {
                parameter = unlabeled.next()
            }
            guard let parameter else { return nil }
            matched.append((parameter, argument.references))
        }
        return matched
    }
}
