/// Follows an app's keys from where they are written to where they are shown, across its files:
/// through helpers' parameters, properties read by name, the app's view functions and views.
/// `SwiftSourceScanner.resolve` runs it: note what each file shows, settle, then list the uses.
struct KeyResolution {
    private let scans: [FileScan]
    private var helpersByName: [String: [(file: String, helper: FileScan.Helper)]] = [:]
    // What each helper parameter and property is shown as, by the most visible use.
    private var helperKinds: [String: [String: UIKind]] = [:]
    private var propertyKinds: [String: UIKind] = [:]
    // The same, from the reads in each file: what a file-private property is shown as.
    private var filePropertyKinds: [String: [String: UIKind]] = [:]
    /// Per scan, per found reference: its own kind, or those of where its view function is
    /// called or its app view shows it.
    private let kindsOfFound: [[[UIKind]]]
    /// Properties (and `name()` methods) whose value is a localized string: their getters or
    /// initializers give keys.
    private let localizedProperties: Set<String>
    /// The stored properties of the app's structs and classes, by type: a typed read of one
    /// (`row.id`, `row: Row`) is that type's alone.
    private let storedProperties: [String: Set<String>]
    /// The computed properties giving keys that the app declares on each type (in it or an
    /// extension): a typed read of one (`priority.title`, `priority: Priority`) is that type's alone.
    private let computedProperties: [String: Set<String>]
    /// The types the app declares, by name.
    private let ownTypes: Set<String>
    /// The app's types across its files: what each class inherits.
    private let appTypes: AppTypes
    /// The type of each property of the app's types, by type and property.
    private let propertyTypes: [String: [String: String]]
    /// The app's platform: that of the code whose clauses and file say none.
    private let platform: AppPlatform
    /// Stored properties (`Type.name`) that the code localizes where it reads them, on a value
    /// of that type or in the type itself (`FileScan.localizedReads`).
    private var localizedStoredProperties: Set<String> = []
    /// Property names localized where they are read on a value whose type the code does not
    /// say (`ForEach(rows) { Text(LocalizedStringKey($0.title)) }`).
    private var localizedNames: Set<String> = []
    /// How many of the app's types store a property of each name.
    private var typesStoring: [String: Int] = [:]
    /// The app's types that declare a property of each name, stored or computed.
    private var declaringTypes: [String: Set<String>] = [:]
    /// Per type, the stored properties its `Text`s show in a font it was given (`FileScan.fontSlots`).
    private let fontSlots: [String: [String: String]]
    /// Parameters of the app's functions (`func:name.parameter`) that the function passes on
    /// to a parameter a plain literal is a key in (`func row(_ key: String) -> some View {
    /// LocalizedLine(key: key) }`): a plain literal given to them is a key too.
    private var localizedParameters: Set<String> = []

    init(_ scans: [FileScan], platform: AppPlatform) {
        self.platform = platform
        for scan in scans {
            for helper in scan.helpers {
                helpersByName[helper.name, default: []].append((scan.file, helper))
            }
        }
        // A view used as a menu's content shows its buttons as menu items; one used as a
        // picker's content, its texts as the picker's options; either, its sections as the
        // menu's groups.
        let menuHosts = scans.reduce(into: Set<String>()) { $0.formUnion($1.menuHosts) }
        let pickerHosts = scans.reduce(into: Set<String>()) { $0.formUnion($1.pickerHosts) }
        let menuGroupHosts = scans.reduce(into: Set<String>()) { $0.formUnion($1.menuGroupHosts) }
        let menuable: Set<UIKind> = [.button, .link, .navigationLink, .text, .label, .toggle, .pickerLabel]
        func hosted(_ kind: UIKind, in host: String?) -> UIKind {
            guard let host else { return kind }
            if menuHosts.contains(host), menuable.contains(kind) { return .menuItem }
            if Self.namesAMenusPart(host), kind == .button { return .menuItem }
            if pickerHosts.contains(host), kind == .text || kind == .label { return .pickerOption }
            // A section's header in a view that is a menu's content titles a group of its items.
            if menuGroupHosts.contains(host), kind == .sectionHeader { return .menuTitle }
            return kind
        }
        let scans = scans.map { scan in
            var scan = scan
            for index in scan.found.indices {
                scan.found[index].kind = hosted(scan.found[index].kind, in: scan.found[index].host)
            }
            for index in scan.viewCalls.indices {
                scan.viewCalls[index].kinds = scan.viewCalls[index].kinds.mapValues { hosted($0, in: scan.viewCalls[index].host) }
            }
            return scan
        }
        self.scans = scans
        storedProperties = scans.reduce(into: [String: Set<String>]()) { all, scan in
            all.merge(scan.storedProperties) { $0.union($1) }
        }
        computedProperties = scans.reduce(into: [String: Set<String>]()) { all, scan in
            all.merge(scan.computedProperties) { $0.union($1) }
        }
        ownTypes = scans.reduce(into: Set<String>()) { $0.formUnion($1.ownTypes) }
        appTypes = scans.first?.appTypes ?? AppTypes([])
        fontSlots = scans.reduce(into: [String: [String: String]]()) { all, scan in
            all.merge(scan.fontSlots) { first, second in first.merging(second) { kept, _ in kept } }
        }
        propertyTypes = scans.reduce(into: [String: [String: String]]()) { all, scan in
            all.merge(scan.propertyTypes) { first, second in first.merging(second) { kept, _ in kept } }
        }
        localizedProperties = scans.reduce(into: Set<String>()) { names, scan in
            names.formUnion(scan.propertySources.keys.filter { !$0.hasPrefix(KeyReader.localizedPrefix) })
        }
        let (viewCallKinds, viewTypes) = Self.views(scans)
        kindsOfFound = scans.map { scan in
            scan.found.map { found in
                var kinds = [found.kind]
                // Nothing in the view function decided what the view is: where it is called does.
                // A type's own view declaration (`Type.var:content`) takes its own type's uses;
                // only one it is never used by its bare name in takes the uses of any of that name.
                if let declaration = found.viewDeclaration,
                   let kind = (viewCallKinds[declaration] ?? viewCallKinds[Self.unqualified(declaration)])?[found.kind],
                   !(found.followsAnotherText && Self.labelledControls.contains(kind)) { kinds = [kind] }
                if let slot = found.appView, let kind = SwiftSourceScanner.kind(of: found.kind, in: slot, viewTypes) {
                    kinds.append(Self.namesAMenusPart(slot.type) && kind == .button ? .menuItem : kind)
                }
                return kinds
            }
        }

        noteLocalizedReads()
    }

    /// Where the app's view functions and views show what they are given: per view function or
    /// property (`func:row`, `Type.var:content`), the most visible kind each leaf has where it is
    /// used; and the app's view types.
    private static func views(_ scans: [FileScan]) -> (calls: [String: [UIKind: UIKind]], types: [String: FileScan.ViewType]) {
        var viewCallKinds: [String: [UIKind: UIKind]] = [:]
        var viewTypes: [String: FileScan.ViewType] = [:]
        for scan in scans {
            for call in scan.viewCalls {
                for (leaf, kind) in call.kinds {
                    if let current = viewCallKinds[call.name]?[leaf], current.visibility >= kind.visibility { continue }
                    viewCallKinds[call.name, default: [:]][leaf] = kind
                }
            }
            viewTypes.merge(scan.viewTypes) { first, _ in first }
        }
        return (viewCallKinds, viewTypes)
    }

    /// Controls whose label is their title: a view function's second text there describes the
    /// control (a command's description beside its name), as in the label itself (`UIContext`).
    static let labelledControls: Set<UIKind> = [.button, .toggle, .link, .navigationLink]

    /// A view declaration's name without its type's (`var:content` of `Type.var:content`).
    static func unqualified(_ declaration: String) -> String {
        declaration.range(of: ".", options: .backwards).map { String(declaration[$0.upperBound...]) } ?? declaration
    }

    /// Sorts the properties the files localize where they read them (`FileScan.localizedReads`)
    /// into the app's types' stored properties and names read on values of unknown type.
    private mutating func noteLocalizedReads() {
        for properties in storedProperties.values {
            for name in properties { typesStoring[name, default: 0] += 1 }
        }
        for type in Set(storedProperties.keys).union(computedProperties.keys) {
            for name in storedProperties[type, default: []].union(computedProperties[type, default: []]) {
                declaringTypes[name, default: []].insert(type)
            }
        }
        for (type, properties) in propertyTypes where ownTypes.contains(type) {
            for name in properties.keys { declaringTypes[name, default: []].insert(type) }
        }
        for scan in scans {
            for read in scan.localizedReads {
                switch read {
                case .helper(let id, let name): localizedStoredProperties.insert(id.dropFirst("type:".count) + "." + name)
                case .typedProperty(let type, let name):
                    if let type = type.contains(".") ? resolvedType(type) : type { localizedStoredProperties.insert(type + "." + name) }
                case .property(let name): localizedNames.insert(name)
                case .key: break
                }
            }
        }
    }

    /// True for an app view named as part of a menu drawn by hand (`PanelMenuRow`, `ContextMenuItem`):
    /// one of its camel-case words is a menu, not the menu bar's (`MenuBarStatus`). The buttons it
    /// shows are the menu's items; its toggles and texts stay what they are, as a settings
    /// section about a menu (`MenuSection`) shows them.
    static func namesAMenusPart(_ type: String) -> Bool {
        let words = TypeNameWords.of(type)
        return words.indices.contains { index in
            words[index].lowercased().hasSuffix("menu") && (index + 1 == words.count || words[index + 1] != "Bar")
        }
    }

    /// True for an app view named for a section or a section's header: its name's last word,
    /// a trailing `View` aside, is `Section` or `Header` (`Section`, `GroupHeaderView`).
    static func namesASection(_ type: String) -> Bool {
        var words = TypeNameWords.of(type)
        if words.count > 1, words.last == "View" { words.removeLast() }
        return words.last == "Section" || words.last == "Header"
    }

    /// Records a reference's kind when it is more visible than what it had; true when it changed.
    private mutating func note(_ reference: KeyReference, _ kind: UIKind, in file: String) -> Bool {
        switch reference {
        case .key: return false
        case .helper(let id, let name):
            if let current = helperKinds[id]?[name], current.visibility >= kind.visibility { return false }
            helperKinds[id, default: [:]][name] = kind
            return true
        case .property(let name):
            if (filePropertyKinds[file]?[name]).map({ $0.visibility < kind.visibility }) ?? true {
                filePropertyKinds[file, default: [:]][name] = kind
            }
            if let current = propertyKinds[name], current.visibility >= kind.visibility { return false }
            propertyKinds[name] = kind
            return true
        case .typedProperty(let path, let name) where path.contains("."):
            // Read through properties: the last one's type, or by name when a step is not known.
            guard let type = resolvedType(path) else { return note(.property(name), kind, in: file) }
            return note(.typedProperty(type: type, name: name), kind, in: file)
        case .typedProperty(let type, let name):
            // A requirement read on a value of the app's protocol (`item.title` with `item: Item`
            // and `Item: TextItem`): each conforming type's own property of that name.
            // (A default implementation in the protocol's extension is the protocol's own, below.)
            let conforming = appTypes.conformingTypes(to: type).filter { declares($0, name) }
            let shownByConforming = conforming.sorted().reduce(false) { note(.helper(id: "type:" + $1, name: name), kind, in: file) || $0 }
            let own = note(.helper(id: "type:" + type, name: name), kind, in: file) || shownByConforming
            // A property the app does not declare on its own type (a protocol's requirement, one
            // from an extension elsewhere) is read by name, as any other type's of that name. A
            // type the app does not declare at all (`EKEvent`) gets no keys from it: its
            // `title` says nothing of the app's.
            guard ownTypes.contains(type), !declares(type, name) else { return own }
            return note(.property(name), kind, in: file) || own
        }
    }

    /// True when a reference reaches, as `note` follows it, a property by a name that more
    /// than one of the app's types (other than `type`) declare, or a computed property that
    /// gives keys (one per case of an enum, as often as not).
    private func readsSeveralOrComputed(_ reference: KeyReference, besides type: String?) -> Bool {
        switch reference {
        case .key, .helper: return false
        case .property(let name):
            let others = (declaringTypes[name] ?? []).subtracting([type ?? ""])
            return others.count > 1 || others.contains { computedProperties[$0]?.contains(name) == true }
        case .typedProperty(let path, let name) where path.contains("."):
            guard let resolved = resolvedType(path) else { return readsSeveralOrComputed(.property(name), besides: type) }
            return readsSeveralOrComputed(.typedProperty(type: resolved, name: name), besides: type)
        case .typedProperty(let owner, let name):
            guard ownTypes.contains(owner), !declares(owner, name) else { return computedProperties[owner]?.contains(name) == true }
            return readsSeveralOrComputed(.property(name), besides: type)
        }
    }

    /// As `note`, for what a local constant reads (`FileScan.localReads`): a read through a type
    /// reaches that type's own property and nothing else (a constant used once says nothing of
    /// every `title` of the app).
    private mutating func noteLocalRead(_ reference: KeyReference, _ kind: UIKind, in file: String) -> Bool {
        guard case .typedProperty(let path, let name) = reference else { return note(reference, kind, in: file) }
        guard let type = path.contains(".") ? resolvedType(path) : path, ownTypes.contains(type), declares(type, name) else { return false }
        return note(.helper(id: "type:" + type, name: name), kind, in: file)
    }

    /// True when the app's type declares a stored or a computed property of this name itself.
    private func declares(_ type: String, _ name: String) -> Bool {
        storedProperties[type]?.contains(name) == true || computedProperties[type]?.contains(name) == true
    }

    /// How many of the app's types declare a stored or a computed property of this name.
    private func typesDeclaring(_ name: String) -> Int { declaringTypes[name]?.count ?? 0 }

    /// What an assignment to the app's property shows: as its setter shows it, or, where the
    /// property's name says something (`fallback`), the more visible of the two
    /// (`noticeView.message` on the app's `NoticeView`, whose setter fills a plain label).
    private func kind(of assigned: FileScan.AssignedKeys) -> UIKind? {
        let shown = kind(ofAssigned: assigned.property, on: assigned.type)
        guard let named = assigned.fallback else { return shown }
        guard let shown, shown.visibility > named.visibility else { return named }
        return shown
    }

    /// What a value assigned to the app's property is shown as (`cell.buttonText = …`): its
    /// type's property, or its nearest superclass's of the app's (`EditableKeyValueCell:
    /// KeyValueCell`), when the code says the type, else the one type of the app's that has a
    /// property of that name.
    private func kind(ofAssigned property: String, on type: String?) -> UIKind? {
        let type = type.map(assignedType)
        if let type, let owner = appTypes.ancestor(of: type, among: declaringTypes[property] ?? []),
           let kind = helperKinds["type:" + owner]?[property] { return kind }
        guard type == nil || !ownTypes.contains(type!), let types = declaringTypes[property], types.count == 1, let only = types.first else { return nil }
        return helperKinds["type:" + only]?[property]
    }

    /// The type an assignment's value is on: a path through the app's properties
    /// (`ToolItem.cell`) is the type it leads to, or `?` when a step is unknown.
    private func assignedType(_ type: String) -> String {
        type.contains(".") ? resolvedType(type) ?? "?" : type
    }

    /// The type a path of properties leads to (`Cask.warning`: `CaskWarning`), with the
    /// types every file declares; nil when a step is not one of them.
    private func resolvedType(_ path: String) -> String? {
        let steps = path.split(separator: ".").map(String.init)
        guard var type = steps.first else { return nil }
        for property in steps.dropFirst() {
            guard let next = propertyTypes[type]?[property] else { return nil }
            type = next
        }
        return type
    }

    /// Notes the kind of every reference each file shows.
    mutating func noteWhatIsFound() {
        for (scan, kinds) in zip(scans, kindsOfFound) {
            for (found, foundKinds) in zip(scan.found, kinds) {
                for kind in foundKinds {
                    let shown = kind == .text && FileScanVisitor.isASectionsTitle(found.reference) ? UIKind.headingText : kind
                    _ = note(found.reference, shown, in: scan.file)
                }
            }
        }
        // SwiftUI titles an alert shown by `.alert(isPresented:error:)` with the error's
        // description: the description of each type the app declares what it passes there with.
        let alertErrors = scans.reduce(into: Set<String>()) { $0.formUnion($1.alertErrors) }
        for scan in scans {
            for name in alertErrors {
                for type in scan.declaredTypes[name] ?? [] {
                    _ = note(.helper(id: "type:" + type, name: "errorDescription"), .alertTitle, in: scan.file)
                }
            }
        }
    }

    /// What a helper's parameter is shown as: where the helper shows it, or for a stored
    /// property of the app's type, where a property of that name is read (`RowItem(title:)`
    /// stored, then `Text(item.title)` elsewhere) — in the helper's own file when the property
    /// is file-private (a `private struct Banner`'s `note` is not another file's `note`).
    private func kind(ofParameter parameter: FileScan.Parameter, helperID: String, helperFile: String) -> UIKind? {
        // A protocol's method (its requirement, or its extension's that calls it) runs as the
        // app's conforming types implement it (`ErrorPresenter: ErrorPresenterProtocol`).
        let implementations = FileScan.Helper.owner(ofID: helperID).map { owner in
            appTypes.conformingTypes(to: owner).map { FileScan.Helper.functionID(FileScan.Helper.name(ofID: helperID), owner: $0) }
        } ?? []
        let shown = ([helperID] + implementations).compactMap { helperKinds[$0]?[parameter.target] }
        if let kind = shown.max(by: { $0.visibility < $1.visibility }) { return kind }
        // Shown by the initializer itself (`self.init(title: title, …)` in a button subclass).
        if let name = parameter.internalName, let kind = helperKinds[helperID]?[KeyReader.initializerParameterPrefix + name] { return kind }
        guard helperID.hasPrefix("type:"), !parameter.target.isEmpty else { return nil }
        // Read by name: what a read of `x.name` on a value whose type the code does not say shows
        // says nothing of this type's `name` when several of the app's types declare one.
        guard parameter.filePrivate || typesDeclaring(parameter.target) <= 1 else { return nil }
        let kinds = parameter.filePrivate ? filePropertyKinds[helperFile] ?? [:] : propertyKinds
        return kinds[parameter.target] ?? kinds[KeyReader.localizedPrefix + parameter.target]
    }

    /// What a call's argument lands in and is shown as.
    typealias Argument = (parameter: FileScan.Parameter, kind: UIKind?, references: [KeyReference])

    /// The helper a call reaches and, per argument, the kind of the parameter it lands in.
    private func matches(_ call: FileScan.Call, in file: String) -> [Argument] {
        guard let callee = call.place.map(builtType) ?? call.callee else { return [] }
        guard let candidates = helpersByName[callee] else { return call.place == nil ? Self.packageCallArguments(call) : [] }
        let local = candidates.filter { $0.file == file }
        // Each helper of that name that takes these arguments: each type's method of a name is a
        // helper of its own, and where the code does not say which type's a call is (a protocol's
        // requirement and its implementation), each argument is shown as the most visible says.
        var found: [[Argument]] = []
        for (helperFile, helper) in local.isEmpty ? candidates : local {
            for signature in helper.signatures {
                guard let matched = SwiftSourceScanner.match(call, signature) else { continue }
                found.append(arguments(matched, call: call, helper: helper, signature: signature, helperFile: helperFile))
                break
            }
        }
        if let first = found.first {
            return first.indices.map { n in
                found.map { $0[n] }.max { ($0.kind?.visibility ?? 0) < ($1.kind?.visibility ?? 0) } ?? first[n]
            }
        }
        // The app's own function of that name does not take these arguments, and the call is on
        // a package's type (`SPIndicator.present(title:…)` beside the app's `present(_:)`).
        if call.place == nil, let receiver = call.receiver, helpersByName[receiver] == nil { return Self.packageCallArguments(call) }
        return []
    }

    /// Per argument of `call` matched to `signature` of `helper`: the parameter it lands in and
    /// what that shows it as.
    private func arguments(_ matched: [(parameter: FileScan.Parameter, references: [KeyReference])], call: FileScan.Call,
                           helper: FileScan.Helper, signature: [FileScan.Parameter], helperFile: String) -> [Argument] {
        // The app's type a `type:` helper is (nil for a function).
        let ownType = helper.id.hasPrefix("type:") ? String(helper.id.dropFirst("type:".count)) : nil
        return matched.map { match in
            var parameter = match.parameter
            // A plain literal is a key where the type localizes its property, or the
            // function passes its parameter on to where one is.
            if !parameter.literalIsKey {
                parameter.literalIsKey = ownType.map { isLocalizedWhereRead($0, parameter.target) }
                    ?? localizedParameters.contains(helper.id + "." + parameter.target)
            }
            var kind = kind(ofParameter: parameter, helperID: helper.id, helperFile: helperFile)
            // `TextView(text: "…", font: .largeTitle)`, shown as `Text(text).font(font)`;
            // `Label(text: …, font: .boldSystemFont(ofSize: 13))`, an `NSTextField`'s.
            let slot = parameter.target.isEmpty ? parameter.internalName.map { KeyReader.initializerParameterPrefix + $0 } : parameter.target
            if kind == .text, let ownType, let slot, let font = fontSlots[ownType]?[slot],
               let label = signature.first(where: { $0.target == font })?.label, let fontKind = call.fonts[label] {
                kind = fontKind
            }
            // A function is called to show its `message` (`toast(message:)`, `showToast(_ message:)`),
            // and an enum case made with one holds it (`.failure(message:)`), where it is not followed further.
            // So is one named for the message it adds or shows (`addSystemMessage(_:)`, `showWarning(_:)`,
            // `showToast(_:)`), and one called on a type named for a HUD (`SPIndicator.present(title:…)`,
            // a package's kept in the app's tree).
            let namedMessage = helper.id.hasPrefix("func:") && (match.parameter.target == "message"
                || UIContext.namesAMessageFunction(helper.name) || call.receiver.map(UIContext.namesAHUD) == true)
                || helper.id.hasPrefix("case:") && match.parameter.label == "message"
            var shown = kind == nil && namedMessage ? UIKind.message : kind
            // …and where it sets it as a label's text (a status line's `stringValue`), still its message.
            if namedMessage, shown == .text || shown == .label { shown = .message }
            // The app's view as a control's label (`Button { … } label: { SettingsRow(title:
            // …, detail: …) }`): its first text is the control's, as a first `Text` there is.
            if shown == .text || shown == .label, ownType != nil, let control = call.control,
               call.arguments.first(where: { !$0.references.isEmpty })?.label == match.parameter.label {
                shown = control
            }
            if ownType != nil, Self.labelsItsAction(parameter, in: signature, shownAs: shown) { shown = .button }
            // A parameter named for help (`tips:`, `tooltip:`, `helpText:`) holds an explanation
            // people call up, as `.help(…)` shows one, even where its view sets it as running text.
            if shown == .text, Self.namesHelp(parameter) { shown = .help }
            return (parameter, shown, match.references)
        }
    }

    /// True when `parameter` is the label of an action an app's type is made with: the type
    /// stores a closure to run under a name that says so (`action`, `handler`, `primaryAction`,
    /// as `Button(action:)` and `UIAction(handler:)` name theirs) and a text people choose that
    /// action by, as they do a button's or a menu item's label (`OptionAction(label:icon:
    /// action:)`). The label of `primaryAction` is the text named as it is (`primaryTitle`); of
    /// a plain `action`, the text named for an action or a button (`actionTitle`), else the
    /// first. Only where nothing more particular is seen (running text, a label, or no use at
    /// all), and not beside a message (`Notice(title:message:action:)` titles what it says).
    static func labelsItsAction(_ parameter: FileScan.Parameter, in signature: [FileScan.Parameter], shownAs kind: UIKind?) -> Bool {
        func name(_ parameter: FileScan.Parameter) -> String { (parameter.internalName ?? parameter.label ?? parameter.target).lowercased() }
        guard kind == nil || kind == .text || kind == .label || kind == .localizedString,
              !signature.contains(where: { ["message", "body", "detail", "details", "description", "subtitle", "caption"].contains(name($0)) })
        else { return false }
        let texts = signature.filter { !$0.isAction && ($0.literalIsKey || $0.type == "String") }
        return signature.contains { action in
            guard action.isAction, let prefix = Self.actionPrefix(name(action)) else { return false }
            let labelled = prefix.isEmpty
                ? texts.first(where: { ["action", "button"].contains(where: name($0).contains) }) ?? texts.first
                : texts.first(where: { name($0).hasPrefix(prefix) })
            return labelled.map { $0.label == parameter.label && $0.target == parameter.target } ?? false
        }
    }

    /// True when a parameter's name says it holds help: an explanation people call up by an
    /// info button or a pointer's hover (`tips`, `tooltip`, `helpText`). A `hint` may be a
    /// line shown in place (a footer's), so it is not one.
    static func namesHelp(_ parameter: FileScan.Parameter) -> Bool {
        let name = (parameter.internalName ?? parameter.label ?? parameter.target).lowercased()
        return ["tip", "tips", "tooltip", "tooltiptext", "help", "helptext"].contains(name)
    }

    /// For a lower-cased name that says its value is an action to run (`action`, `handler`,
    /// `primaryaction`, `selectionhandler`), what comes before that word; nil for any other
    /// name, and for a completion's.
    private static func actionPrefix(_ name: String) -> String? {
        guard !name.hasPrefix("completion") else { return nil }
        for word in ["action", "handler"] where name.hasSuffix(word) { return String(name.dropLast(word.count)) }
        return nil
    }

    /// True when the app localizes `type`'s stored `property` where it reads it, so that a
    /// plain literal given to it is a key: read on a value of that type or in the type itself,
    /// or read by name on a value of unknown type when no other type of the app's stores a
    /// property of that name.
    private func isLocalizedWhereRead(_ type: String, _ property: String) -> Bool {
        guard !property.isEmpty else { return false }
        return localizedStoredProperties.contains(type + "." + property)
            || (localizedNames.contains(property) && typesStoring[property] == 1)
    }

    /// What a call to a package's view or function shows what it is given as: a control's title
    /// (`packageControlArguments`), else an alert's or a toast's texts (`alertArguments`).
    private static func packageCallArguments(_ call: FileScan.Call) -> [(parameter: FileScan.Parameter, kind: UIKind?, references: [KeyReference])] {
        packageControlArguments(call) ?? alertArguments(call)
    }

    /// A package's view named as SwiftUI's control it stands for (`LuminareSection("…")`,
    /// `FormToggle("…", isOn: …)`), which the app does not declare: its title, the first unlabeled
    /// argument, is shown as that control's is and, as there, a literal is a key. Nil for any
    /// other call.
    static func packageControlArguments(_ call: FileScan.Call) -> [(parameter: FileScan.Parameter, kind: UIKind?, references: [KeyReference])]? {
        guard call.callee.first?.isUppercase == true,
              let control = packageControlKinds.first(where: { call.callee.hasSuffix($0.name) && call.callee.count > $0.name.count }),
              let title = call.arguments.first, title.label == nil else { return nil }
        return [(FileScan.Parameter(label: nil, target: "", literalIsKey: true), control.kind, title.references)]
    }

    /// SwiftUI's controls and containers a package's view may be named for, with what their title is.
    private static let packageControlKinds: [(name: String, kind: UIKind)] = [
        ("Section", .sectionHeader), ("Toggle", .toggle), ("Button", .button), ("Picker", .pickerLabel),
        ("TextField", .textFieldPrompt), ("Link", .link), ("Label", .label),
    ]

    /// A title given with a message or a caption to a type or function the app does not declare
    /// (a package's progress HUD, banner or alert: `HUDConfig(title:caption:)`,
    /// `Banner.show(title:message:)`): the alert's title and its message. A `message:` alone
    /// (an enum case's value, `.failure(message:)`, a package's `HUD.show(message:)`) is a
    /// message, as the app's own function's `message` parameter is.
    private static func alertArguments(_ call: FileScan.Call) -> [(parameter: FileScan.Parameter, kind: UIKind?, references: [KeyReference])] {
        let labels = Set(call.arguments.compactMap(\.label))
        // A package's function named for a toast (`showToast(…)`), or one called on a package's
        // type named for a HUD (`SPIndicator.present(title:…)`, `ProgressHUD.show(…)`), shows
        // what it is given as one.
        if UIContext.namesAToast(call.callee) || call.receiver.map(UIContext.namesAHUD) == true {
            return call.arguments.map { (FileScan.Parameter(label: $0.label, target: "", literalIsKey: false), UIKind.message, $0.references) }
        }
        let titled = labels.contains("title") && !labels.isDisjoint(with: ["message", "caption"])
        guard titled || labels.contains("message") else { return [] }
        return call.arguments.compactMap { argument in
            guard let label = argument.label else { return nil }
            let kind: UIKind
            switch label {
            case "title" where titled: kind = .alertTitle
            case "message", "caption": kind = titled ? .alertMessage : .message
            default: return nil
            }
            return (FileScan.Parameter(label: label, target: "", literalIsKey: false), kind, argument.references)
        }
    }

    /// The type `.init(…)` builds where it is given as an argument: the one the app's helper
    /// declares that parameter with, when its declarations agree.
    private func builtType(_ place: FileScan.ArgumentPlace) -> String? {
        var types: Set<String> = []
        for (_, helper) in helpersByName[place.callee] ?? [] {
            for signature in helper.signatures {
                let parameter = place.label.map { label in signature.first { $0.label == label } }
                    ?? signature.filter { $0.label == nil }.dropFirst(place.unlabeledIndex).first
                if let type = parameter?.type { types.insert(type) }
            }
        }
        return types.count == 1 ? types.first : nil
    }

    /// Helpers that pass their parameters on to other helpers, and properties that return
    /// other properties: settles in a few rounds. Each round only raises what a helper or a
    /// property is shown as (`note`), and the rounds go on until nothing changes, so what a
    /// chain ends as does not depend on the order they visit it in (dictionaries' order, which
    /// changes from run to run). A type's own computed property that no typed read shows is read
    /// by name: which those are is decided once, when the typed reads have settled, for the same
    /// reason.
    mutating func settle() {
        settleRounds(readByName: [])
        var readByName: Set<String> = []
        for scan in scans {
            for (owner, aliases) in scan.ownedPropertyAliases {
                for name in aliases.keys where helperKinds["type:" + owner]?[name] == nil { readByName.insert(owner + "." + name) }
            }
        }
        if !readByName.isEmpty { settleRounds(readByName: readByName) }
    }

    /// Rounds until nothing changes; the computed properties `Owner.name` in `readByName` are
    /// also shown as the reads of their name show it.
    private mutating func settleRounds(readByName: Set<String>) {
        for _ in 0..<Self.roundLimit {
            var changed = false
            for scan in scans {
                for call in scan.calls {
                    for (parameter, kind, references) in matches(call, in: scan.file) {
                        if parameter.literalIsKey {
                            for case .helper(let id, let name) in references where id.hasPrefix("func:") {
                                changed = localizedParameters.insert(id + "." + name).inserted || changed
                            }
                        }
                        guard let kind else { continue }
                        for reference in references { changed = note(reference, kind, in: scan.file) || changed }
                    }
                }
                // `cell.message = field.title` on the app's cell: what is read is shown as the
                // cell's `message` shows it, or as the name says when that says more.
                for assigned in scan.assignedKeys {
                    guard let kind = kind(of: assigned) else { continue }
                    for reference in assigned.references {
                        // Where the property's name says nothing, only what a value holds is followed:
                        // not a read by a name several of the app's other types declare, nor a
                        // type's computed property that gives a key per case (`cell.buttonText =
                        // field.localizedUIString` for one of an enum's cases, in an `if`).
                        if assigned.fallback == nil, readsSeveralOrComputed(reference, besides: assigned.type.map(assignedType)) { continue }
                        changed = note(reference, kind, in: scan.file) || changed
                    }
                }
                // Foundation shows a `LocalizedError`'s texts, and VoiceOver a view's accessibility
                // members, whatever they return (`recoverySuggestion` giving `detail.recovery`).
                for (name, references) in scan.propertyAliases {
                    guard let kind = kindByName(name, in: scan) ?? SwiftSourceScanner.systemKind(ofMember: name) else { continue }
                    for reference in references { changed = note(reference, kind, in: scan.file) || changed }
                }
                for (name, references) in scan.localReads {
                    guard let kind = kindByName(name, in: scan) else { continue }
                    for reference in references { changed = noteLocalRead(reference, kind, in: scan.file) || changed }
                }
                // A type's own computed property: as the typed reads of it show it, else by name.
                // What it returns from a value of a type the code does not say (`kind.description`)
                // is read by name, which says nothing when several of the app's types declare it.
                for (owner, aliases) in scan.ownedPropertyAliases {
                    for (name, references) in aliases {
                        if let kind = helperKinds["type:" + owner]?[name] ?? SwiftSourceScanner.systemKind(ofMember: name) {
                            for reference in references {
                                if case .property(let read) = reference, typesDeclaring(read) > 1 { continue }
                                // So is a path the app's types do not lead through (an extension's
                                // `kind.description` where `kind` is a generated class's): by name.
                                if case .typedProperty(let path, let read) = reference, path.contains("."), resolvedType(path) == nil,
                                   typesDeclaring(read) > 1 { continue }
                                changed = note(reference, kind, in: scan.file) || changed
                            }
                        }
                        if readByName.contains(owner + "." + name), let kind = kindByName(name, in: scan) {
                            for reference in references { changed = note(reference, kind, in: scan.file) || changed }
                        }
                    }
                }
            }
            if !changed { break }
        }
    }

    /// More rounds than any chain of helpers and properties needs; a guard, not a budget (each
    /// round raises some helper's or property's kind, of which there are few).
    static let roundLimit = 64

    /// What a property read by name in `scan`'s file is shown as: a file-private one by that
    /// file's reads.
    private func kindByName(_ name: String, in scan: FileScan) -> UIKind? {
        let kinds = scan.privateProperties.contains(name) ? filePropertyKinds[scan.file] : propertyKinds
        return kinds?[name] ?? filePropertyKinds[scan.file]?[name]
    }

    /// Every literal key with each way it is shown; a key localized in place but shown nowhere
    /// the scanner sees is `localizedString`.
    func uses() -> Set<KeyUse> {
        var uses: Set<KeyUse> = []
        // Keys that are the value of a property nothing shows, by place: the property's name.
        var storedIn: [PlacedKey: String] = [:]
        for (scanIndex, scan) in scans.enumerated() {
            // A key that is a piece of a text (`FileScan.fragments`) is that, wherever the text goes.
            let pieces = Set(scan.fragments.map { PlacedKey(file: scan.file, line: $0.position.line, column: $0.position.column, key: $0.key) })
            func add(_ key: String, _ kind: UIKind, _ position: Position) {
                if kind != .fragment, pieces.contains(PlacedKey(file: scan.file, line: position.line, column: position.column, key: key)) { return }
                var use = KeyUse(key: key, kind: kind, file: scan.file, line: position.line, column: position.column,
                                 platform: scan.platform(at: position) ?? platform, table: scan.tables[position])
                use.localizedArguments = localizedArguments(scan, position)
                use.sectionHeaders = scan.sectionHeaders[position] ?? []
                uses.insert(use)
            }
            for (found, kinds) in zip(scan.found, kindsOfFound[scanIndex]) {
                guard case .key(let key, let position, _) = found.reference else { continue }
                for kind in kinds { add(key, kind, position) }
            }
            for call in scan.calls {
                for (parameter, kind, references) in matches(call, in: scan.file) {
                    guard let kind else { continue }
                    for case .key(let key, let position, let wrapped) in references where wrapped || parameter.literalIsKey {
                        add(key, kind, position)
                    }
                }
            }
            for (name, sources) in scan.propertySources {
                let kinds = scan.privateProperties.contains(name) ? filePropertyKinds[scan.file] : propertyKinds
                // A type's own computed property, read on values declared with that type: shown as those reads show it.
                var unowned: [(key: String, position: Position)] = []
                for source in sources {
                    if let kind = ownKind(of: name, at: source.position, in: scan) { add(source.key, kind, source.position) } else { unowned.append(source) }
                }
                let sources = unowned
                // Foundation shows a `LocalizedError`'s texts itself (alerts, error views), and
                // VoiceOver a view's accessibility members.
                guard !sources.isEmpty, let kind = kinds?[name] ?? SwiftSourceScanner.systemKind(ofMember: name) else {
                    let unprefixed = name.hasPrefix(KeyReader.localizedPrefix) ? String(name.dropFirst(KeyReader.localizedPrefix.count)) : name
                    // A local's name without the place that tells it from others (`noteText@120`).
                    let property = String(unprefixed.prefix { $0 != "@" })
                    guard Self.namesItsUse(property) else { continue }
                    for source in sources {
                        let place = PlacedKey(file: scan.file, line: source.position.line, column: source.position.column, key: source.key)
                        if let kept = storedIn[place], Self.storeOrder(kept) <= Self.storeOrder(property) { continue }
                        storedIn[place] = property
                    }
                    continue
                }
                for source in sources { add(source.key, kind, source.position) }
            }
            for stored in scan.storedKeys {
                if let kind = storedKind(stored) { add(stored.key, kind, stored.position) }
            }
            for assigned in scan.assignedKeys {
                guard let kind = kind(of: assigned) else { continue }
                for case .key(let key, let position, let wrapped) in assigned.references where wrapped || assigned.fallback != nil {
                    add(key, kind, position)
                }
            }
            for fragment in scan.fragments { add(fragment.key, .fragment, fragment.position) }
        }
        let placed = Set(uses.map { PlacedKey(file: $0.file, line: $0.line, column: $0.column, key: $0.key) })
        for scan in scans {
            for literal in scan.localizedLiterals {
                let place = PlacedKey(file: scan.file, line: literal.position.line, column: literal.position.column, key: literal.key)
                if !placed.contains(place) {
                    var use = KeyUse(key: literal.key, kind: .localizedString, file: scan.file,
                                     line: literal.position.line, column: literal.position.column,
                                     platform: scan.platform(at: literal.position) ?? platform,
                                     table: scan.tables[literal.position], storedIn: storedIn[place])
                    use.localizedArguments = localizedArguments(scan, literal.position)
                    uses.insert(use)
                }
            }
        }
        return uses
    }

    /// How a key the code stores in a property of its own type is shown: as that property is;
    /// or, shown nowhere the code can follow (`analysisError = …` handed on to another view,
    /// unwrapped there and shown), as its name says when that names an error: its message.
    private func storedKind(_ stored: (helperID: String, property: String, key: String, position: Position)) -> UIKind? {
        helperKinds[stored.helperID]?[stored.property] ?? (UIContext.namesAnError(stored.property) ? .errorMessage : nil)
    }

    /// What the typed reads of a type's own computed property show it as, for a key that
    /// property gives at `position`; nil when nothing reads it on a value of that type.
    private func ownKind(of property: String, at position: Position, in scan: FileScan) -> UIKind? {
        scan.propertyOwners[position].flatMap { helperKinds["type:" + $0]?[property] }
    }

    /// The interpolations of the literal at `position` that show localized text: formatted for
    /// the locale, localized in place, or a property the app's code gives keys (by name, as
    /// properties are followed everywhere here).
    private func localizedArguments(_ scan: FileScan, _ position: Position) -> Set<Int> {
        guard let values = scan.interpolations[position] else { return [] }
        var localized: Set<Int> = []
        for (index, value) in values.enumerated() {
            switch value {
            case .localized: localized.insert(index)
            case .read(let name) where localizedProperties.contains(name): localized.insert(index)
            default: break
            }
        }
        return localized
    }

    /// Which of the names a key is kept in names it: a variable or a property, which holds the
    /// key's text itself, before a function (`titleText()`), which may return it as part of
    /// more; then the first in alphabetical order. The names come in a dictionary's order,
    /// which changes from run to run.
    private static func storeOrder(_ name: String) -> (Int, String) {
        (name.hasSuffix(")") ? 1 : 0, name)
    }

    /// True for a property name of two words or more in camel case (`paneTitle`,
    /// `alertMessage`), which names what its string is for.
    static func namesItsUse(_ name: String) -> Bool {
        name.dropFirst().contains { $0.isUppercase } && name.first?.isLowercase == true
    }

    private struct PlacedKey: Hashable {
        var file: String
        var line: Int
        var column: Int
        var key: String
    }
}
