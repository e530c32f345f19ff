import Foundation
import Testing
@testable import GuideAppSources

/// A snippet of app code and the (key, kind) pairs the scanner must find in it, exactly.
struct Snippet: CustomTestStringConvertible, Sendable {
    var source: String
    var expected: [String: UIKind]
    var testDescription: String { source.split(separator: "\n").first.map(String.init) ?? source }

    init(_ source: String, _ expected: [String: UIKind]) {
        self.source = source
        self.expected = expected
    }
}

struct SwiftSourceScannerTests {
    static let snippets: [Snippet] = [
        // SwiftUI controls
        Snippet(#"Text("welcome.body")"#, ["welcome.body": .text]),
        Snippet(#"Text(verbatim: "not.a.key")"#, [:]),
        Snippet(#"Button("save") { save() }"#, ["save": .button]),
        Snippet(#"Button("trash", systemImage: "trash", role: .destructive) { }"#, ["trash": .button]),
        Snippet(#"Button(action: save) { Text("save.label") }"#, ["save.label": .button]),
        Snippet(#"Button { save() } label: { Label("save.icon", systemImage: "tray") }"#, ["save.icon": .button]),
        // A button that does nothing when pressed (on tvOS, a row made focusable) is no control.
        Snippet(#"Button {} label: { HStack { Text("row.name"); Text(value) } }"#, ["row.name": .text]),
        Snippet(#"Button(action: {}) { Text("row.detail") }"#, ["row.detail": .text]),
        Snippet(#"Label("inbox", systemImage: "tray")"#, ["inbox": .label]),
        Snippet(#"Toggle("sync.on", isOn: $on)"#, ["sync.on": .toggle]),
        Snippet(#"Toggle(isOn: $on) { Text("beta.title"); Text("beta.detail") }"#, ["beta.title": .toggle, "beta.detail": .text]),
        // A label hidden with `.labelsHidden()` is not shown: VoiceOver reads it as the control's
        // own, whatever holds the control (here a button that takes the row's clicks).
        Snippet(#"Button { on.toggle() } label: { Toggle("sync.row", isOn: .constant(on)).labelsHidden().toggleStyle(.switch) }"#,
                ["sync.row": .toggle]),
        // A switch whose own label is empty or hidden takes the row's first text as its label
        // (`HStack { Text(…); Spacer(); Toggle("", isOn: …) }`); a second text there describes it.
        Snippet(#"HStack { Text("wifi.only"); Spacer(); Toggle("", isOn: $on) }"#, ["wifi.only": .toggle, "": .toggle]),
        Snippet(#"HStack { VStack { Text("encrypt.title"); Text("encrypt.detail") }; Toggle(isOn: $on) {}.frame(width: 49) }"#,
                ["encrypt.title": .toggle, "encrypt.detail": .text]),
        Snippet(#"HStack { Text("sync.label"); Toggle("sync.hidden", isOn: $on).labelsHidden() }"#, ["sync.label": .toggle, "sync.hidden": .toggle]),
        // A switch that shows its own label leaves the text beside it as it is.
        Snippet(#"HStack { Text("row.note"); Toggle("row.switch", isOn: $on) }"#, ["row.note": .text, "row.switch": .toggle]),
        Snippet(#"Picker("sort", selection: $s) { Text("sort.name").tag(0); Text("sort.date").tag(1) }"#,
                ["sort": .pickerLabel, "sort.name": .pickerOption, "sort.date": .pickerOption]),
        Snippet(#"Menu("more") { Button("dup") {}; Button("del") {} }"#, ["more": .menuTitle, "dup": .menuItem, "del": .menuItem]),
        Snippet(#"Menu("sort.menu") { Section { Button("by.name") {} } }"#, ["sort.menu": .menuTitle, "by.name": .menuItem]),
        Snippet(#"Menu { Button("share") {} } label: { Label("actions", systemImage: "ellipsis") }"#,
                ["share": .menuItem, "actions": .menuTitle]),
        // A button drawn as a link (the link style, or no border and the accent colour) is a
        // link: text on a Mac, a button on iPhone and iPad.
        Snippet(#"Button("help.more") { open() }.buttonStyle(.link)"#, ["help.more": .link]),
        Snippet(#"Button { open() } label: { Text("site.open") }.buttonStyle(.plain).foregroundColor(.accentColor)"#, ["site.open": .link]),
        Snippet(#"Button("docs.read", action: open).buttonStyle(PlainButtonStyle()).foregroundStyle(.tint)"#, ["docs.read": .link]),
        Snippet(#"Button("plain.act") { }.buttonStyle(.plain)"#, ["plain.act": .button]),
        // An accessibility action's name is what VoiceOver offers people to do: a button's title.
        Snippet(#"Row().accessibilityAction(named: Text(done ? "row.undo" : "row.do")) { flip() }.accessibilityAction(named: "row.remove") { drop() }"#,
                ["row.undo": .button, "row.do": .button, "row.remove": .button]),
        // A navigation link is a control: its label is what people tap to go on (a button on
        // iPhone and iPad). Its destination is another screen, whatever holds the link.
        Snippet(#"NavigationLink("nav.more", destination: MoreView())"#, ["nav.more": .navigationLink]),
        Snippet(#"NavigationLink(destination: Detail()) { Text("nav.detail") }"#, ["nav.detail": .navigationLink]),
        Snippet(#"NavigationLink { Text("dest.body") } label: { Label("nav.open", systemImage: "doc") }"#,
                ["dest.body": .text, "nav.open": .navigationLink]),
        Snippet(#"Menu("go.menu") { NavigationLink("go.item", value: 1); NavigationLink(value: 2) { Text("go.other") } }"#,
                ["go.menu": .menuTitle, "go.item": .menuItem, "go.other": .menuItem]),
        // A control's only text is its title, whatever its size; a small one beside another
        // text describes it.
        Snippet(#"Button(action: more) { Text("more.small").font(.footnote) }"#, ["more.small": .button]),
        Snippet(#"NavigationLink(destination: All()) { Text("all.small").font(.subheadline) }"#, ["all.small": .navigationLink]),
        Snippet(#"Toggle(isOn: $on) { Text("sync.name"); Text("sync.note").font(.caption) }"#, ["sync.name": .toggle, "sync.note": .text]),
        // A view people tap to act (`.onTapGesture`) is a button drawn by hand: its only text is
        // the button's title, whatever its font; a view showing several texts, or a control,
        // (a form tapped to hide the keyboard) is not one.
        Snippet(#"HStack { Spacer(); Text("send.tap").bold().font(.headline); Spacer() }.frame(height: 44).onTapGesture(perform: send)"#,
                ["send.tap": .button]),
        Snippet(#"Text("retry.tap").foregroundStyle(.tint).onTapGesture { retry() }"#, ["retry.tap": .button]),
        // Touched and held to act (`.onLongPressGesture`): a button drawn by hand too.
        Snippet(#"Text("generate.hold").frame(height: Constants.Button.height).background { shape }.onLongPressGesture(minimumDuration: .infinity) { } onPressingChanged: { generate($0) }"#,
                ["generate.hold": .button]),
        Snippet(#"VStack { Text("form.intro").font(.headline); TextField("form.name", text: $n) }.onTapGesture { hideKeyboard() }"#,
                ["form.intro": .headingText, "form.name": .textFieldPrompt]),
        Snippet(#"HStack { Text("row.title"); Text("row.note") }.onTapGesture { pick() }"#, ["row.title": .text, "row.note": .text]),
        // Tapped three times (a hidden gesture on a count of items): no button.
        Snippet(#"Text("count.tap").padding().onTapGesture(count: 3) { showDebug() }"#, ["count.tap": .text]),
        // Small dimmed text in a tapped view is a note on it (a locked tile that explains itself
        // when tapped), not a button's title: nothing draws it as a control.
        Snippet(#"VStack { Image(systemName: "lock"); Text("locked.note").font(.caption).foregroundStyle(.secondary) }.onTapGesture { explain() }"#,
                ["locked.note": .text]),
        Snippet(#"Menu("tap.menu") { Text("tap.item").onTapGesture { pick() } }"#, ["tap.menu": .menuTitle, "tap.item": .menuItem]),
        // A function that returns a `Text` is a view function: its text is what its call shows.
        Snippet(#"""
                struct Limits: View {
                    var body: some View { Picker("limit", selection: $l) { limitText(5).tag(5) } }
                    private func limitText(_ n: Int) -> Text { Text("\(n) at most") }
                }
                """#, ["limit": .pickerLabel, "%@ at most": .pickerOption]),
        Snippet(#"Section("general") { Text("row") }"#, ["general": .sectionHeader, "row": .text]),
        // A section inside a menu or a pop-up picker is the menu's group: its header is a title
        // in the menu, not a heading above a list (an inline picker's sections are a list's).
        Snippet(#"Picker("p", selection: $s) { Section(header: Text("recent.group")) { Text("a.opt").tag(0) } }"#,
                ["p": .pickerLabel, "recent.group": .menuTitle, "a.opt": .pickerOption]),
        Snippet(#"Menu("m") { Section("edit.group") { Button("x") {} } }"#, ["m": .menuTitle, "edit.group": .menuTitle, "x": .menuItem]),
        Snippet(#"Button("b") {}.contextMenu { Section { Button("y") {} } header: { Text("ctx.group") } }"#,
                ["b": .button, "ctx.group": .menuTitle, "y": .menuItem]),
        Snippet(#"Picker("q", selection: $s) { Section("list.group") { Text("b.opt").tag(0) } }.pickerStyle(.inline)"#,
                ["q": .pickerLabel, "list.group": .sectionHeader, "b.opt": .pickerOption]),
        // A Mac's radio group shows its options as radio buttons, labelled as running text.
        Snippet(#"Picker("radio", selection: $s) { Text("radio.yes").tag(true); Text("radio.no").tag(false) }.pickerStyle(.radioGroup)"#,
                ["radio": .pickerLabel, "radio.yes": .text, "radio.no": .text]),
        Snippet(#"Form { Section(header: Text("form.group")) { Picker("r", selection: $s) { Text("c.opt").tag(0) } } }"#,
                ["form.group": .sectionHeader, "r": .pickerLabel, "c.opt": .pickerOption]),
        Snippet(#"Section { Text("row") } header: { Text("head") } footer: { Text("foot") }"#,
                ["row": .text, "head": .sectionHeader, "foot": .sectionFooter]),
        Snippet(#"Section(header: Text("head"), footer: Text("foot")) { }"#, ["head": .sectionHeader, "foot": .sectionFooter]),
        Snippet(#"Section { } header: { HStack { Text("head"); Button("add") {} } }"#, ["head": .sectionHeader, "add": .button]),
        Snippet(#"TextField("name", text: $name, prompt: Text("name.prompt"))"#, ["name": .textFieldPrompt, "name.prompt": .textFieldPrompt]),
        Snippet(#"SecureField("password", text: $p)"#, ["password": .textFieldPrompt]),
        Snippet(#"List { }.searchable(text: $q, prompt: "search.prompt")"#, ["search.prompt": .searchPrompt]),
        Snippet(#"Form { }.navigationTitle("settings")"#, ["settings": .navigationTitle]),
        Snippet(#"Image(systemName: "x").help("close.help").accessibilityLabel("close").accessibilityHint("close.hint")"#,
                ["close.help": .help, "close": .accessibilityLabel, "close.hint": .accessibilityHint]),
        // A `LocalizedStringResource` made where one is expected (CotEditor writes its keys so).
        Snippet(#"Button("+") { add() }.help(.init("action.add.tooltip", defaultValue: "Add new item"))"#,
                ["+": .button, "action.add.tooltip": .help]),
        Snippet(#"v.confirmationDialog(.init("delete.confirm", defaultValue: "Delete?", table: "Main"), isPresented: $d) { }"#,
                ["delete.confirm": .dialogTitle]),
        Snippet(#"let size: CGSize = .init("wide", height: 2)"#, [:]),
        Snippet(#"List { }.tabItem { Label("tab.home", systemImage: "house") }"#, ["tab.home": .tabItem]),
        // A package's button (`AsyncButton`, named for SwiftUI's): its label is a button's, as
        // `Button`'s is; a view named so for anything else is not one.
        Snippet(#"AsyncButton { await save() } label: { Text("save.button").font(.headline) }"#, ["save.button": .button]),
        Snippet(#"LoadingButton(action: { retry() }) { Text("retry.button") }"#, ["retry.button": .button]),
        Snippet(#"ButtonStyleGallery { Text("gallery.intro") }"#, ["gallery.intro": .text]),
        Snippet(#"ContentUnavailableView("empty", systemImage: "tray", description: Text("empty.detail"))"#,
                ["empty": .emptyStateTitle, "empty.detail": .emptyStateDescription]),
        Snippet(#"ContentUnavailableView { Label("none", systemImage: "x") } description: { Text("none.detail") } actions: { Button("retry") {} }"#,
                ["none": .emptyStateTitle, "none.detail": .emptyStateDescription, "retry": .button]),
        // A button put in the description is still a button.
        Snippet(#"ContentUnavailableView { Label("no.chat", systemImage: "x") } description: { Text("no.chat.detail"); Button(action: add) { HStack { Image(systemName: "plus"); Text("new.chat") } } }"#,
                ["no.chat": .emptyStateTitle, "no.chat.detail": .emptyStateDescription, "new.chat": .button]),
        // A text where the navigation bar shows its title, or at its leading end, is the screen's
        // title; a button there stays one, and so does a text at the bar's trailing end.
        // PhotosKit's picker is a button that opens the photo library.
        Snippet(#"PhotosPicker(selection: $photo, matching: .images) { Text("photo.choose") }"#, ["photo.choose": .button]),
        Snippet(#"PhotosPicker("photo.pick", selection: $photo)"#, ["photo.pick": .button]),
        // A menu bar extra's content is a menu, unless it is shown in a window's style.
        Snippet(#"MenuBarExtra("extra.title", systemImage: "bolt") { Button("extra.quit") { quit() } }"#, ["extra.title": .label, "extra.quit": .menuItem]),
        Snippet(#"MenuBarExtra("extra.title", systemImage: "bolt") { VStack { Text("extra.status"); Button("extra.quit") { quit() } } }.menuBarExtraStyle(.window)"#,
                ["extra.title": .label, "extra.status": .text, "extra.quit": .button]),
        Snippet(#"List { }.toolbar { ToolbarItem(placement: .principal) { Text("paths.title").font(.headline) } }"#, ["paths.title": .navigationTitle]),
        Snippet(#"List { }.toolbar { ToolbarItem(placement: .topBarLeading) { Text("help.title").font(.title2).bold() } }"#, ["help.title": .navigationTitle]),
        Snippet(#"List { }.toolbar { ToolbarItem(placement: .principal) { Button("refresh") { reload() } } }"#, ["refresh": .button]),
        Snippet(#"List { }.toolbar { ToolbarItem(placement: .bottomBar) { Text("count.label") } }"#, ["count.label": .text]),
        // A second text there is the title's subtitle.
        Snippet(#"List { }.toolbar { ToolbarItem(placement: .principal) { VStack { Text("cities.title").bold(); Text("cities.count").font(.caption) } } }"#,
                ["cities.title": .navigationTitle, "cities.count": .text]),
        Snippet(#"Text("sheet.title").font(.title).bold()"#, ["sheet.title": .titleText]),
        Snippet(#"Text("group.title").font(.headline)"#, ["group.title": .headingText]),
        // A text style in a system font of another design decides as it does alone.
        Snippet(#"Text("intro.title").font(.system(.headline, design: .rounded))"#, ["intro.title": .headingText]),
        Snippet(#"Text("intro.big").font(Font.system(.title, design: .serif))"#, ["intro.big": .titleText]),
        Snippet(#"Text("intro.note").font(.system(.footnote, design: .rounded))"#, ["intro.note": .text]),
        // The app's own font helper given a text style (`Theme.editorialFont(.title3, weight: .semibold)`) is that style.
        Snippet(#"Text("pick.title").font(Theme.editorialFont(.title3, weight: .semibold))"#, ["pick.title": .headingText]),
        // Also one written as a member of `Font` (`.brandBold(.title)`, `.brand(.bold, textStyle: .title3)`).
        Snippet(#"Text("intro.headline").font(.brandBold(.title))"#, ["intro.headline": .titleText]),
        Snippet(#"Text("intro.section").font(.brand(.bold, textStyle: .title3))"#, ["intro.section": .headingText]),
        Snippet(#"Text("intro.note").font(.brand(.regular, textStyle: .callout))"#, ["intro.note": .text]),
        // Or as a label of the app's own `font` modifier.
        Snippet(#"VStack { Text("promo.title").font(size: 31, style: .title, weight: .bold); Text("promo.detail").font(size: 13, style: .body) }"#,
                ["promo.title": .titleText, "promo.detail": .text]),
        // Set in capitals by `.textCase(.uppercase)`, in a button's label too: its capitals are not its own.
        Snippet(#"Button { expand() } label: { Text("note.more").textCase(.uppercase).font(.caption) }"#, ["note.more": .fragment]),
        Snippet(#"Text("note.tag").font(.caption).textCase(.uppercase)"#, ["note.tag": .fragment]),
        Snippet(#"Text("note.kept").textCase(nil)"#, ["note.kept": .text]),
        Snippet(#"Text("pick.big").font(Theme.font(.largeTitle))"#, ["pick.big": .titleText]),
        Snippet(#"Text("pick.note").font(Theme.font(.subheadline))"#, ["pick.note": .text]),
        Snippet(#"VStack { Label("card.caption", systemImage: "gear").font(.caption).fontWeight(.bold); Text("card.body") }"#,
                ["card.caption": .headingText, "card.body": .text]),
        // A bold weight given in the font itself is bold as `.fontWeight` is: a caption over what follows.
        Snippet(#"VStack { Text("colors.caption").font(.system(size: 13, weight: .semibold)).padding(.bottom, 10); HStack { Text("colors.row") } }"#,
                ["colors.caption": .headingText, "colors.row": .text]),
        Snippet(#"VStack { Text("list.caption").font(.body.bold()); List { Text("list.row") } }"#, ["list.caption": .headingText, "list.row": .text]),
        Snippet(#"VStack { Text("grid.caption").font(.system(size: 12).weight(.bold)); Grid { Text("grid.cell") } }"#, ["grid.caption": .headingText, "grid.cell": .text]),
        // A spacer is no view a text introduces: large text with only space after it heads nothing.
        Snippet(#"VStack { Spacer(); Text("empty.none").font(.system(size: 20)); Spacer() }"#, ["empty.none": .text]),
        Snippet(#"VStack { Text("empty.caption").bold(); Spacer(minLength: 8) }"#, ["empty.caption": .text]),
        // From a title's size (22 points, a Mac's `title1`), text above what it introduces is a title.
        Snippet(#"VStack { Text("welcome.big").font(.system(size: 38)); Text("welcome.version") }"#, ["welcome.big": .titleText, "welcome.version": .text]),
        Snippet(#"VStack { Text("timer.value").font(.system(size: 48)) }"#, ["timer.value": .text]),
        // Last in a row pushed to the leading edge, what follows the row follows the text.
        Snippet(#"VStack { HStack { Text("row.caption").bold(); Spacer() }.padding(); List { Text("row.item") } }"#, ["row.caption": .headingText, "row.item": .text]),
        Snippet(#"VStack { Text("row.body"); HStack { Text("row.last").bold(); Spacer() } }"#, ["row.body": .text, "row.last": .text]),
        // A medium weight is not bold, and bold text that nothing follows is emphasis.
        Snippet(#"HStack { Text("update.ready").font(.system(size: 12, weight: .medium)); Spacer(); Button("update.install") {} }"#,
                ["update.ready": .text, "update.install": .button]),
        Snippet(#"VStack { Text("hint.last").font(.system(size: 13, weight: .bold)) }"#, ["hint.last": .text]),
        // Bold text that labels nothing after it (a hint over a bar, a stack's last line) is emphasis.
        Snippet(#"bar.overlay(alignment: .top) { Text("hint.swipe").fontWeight(.semibold).opacity(1) }"#, ["hint.swipe": .text]),
        Snippet(#"VStack { Text("intro.body"); Text("intro.footer").bold() }"#, ["intro.body": .text, "intro.footer": .text]),
        Snippet(#"Button { go() } label: { Text("bold.button").bold() }"#, ["bold.button": .button]),
        Snippet(#"Text("value.readout").font(.caption).fontWeight(.bold).foregroundStyle(.secondary)"#, ["value.readout": .text]),
        // Bold and dimmed above what it introduces: a group's caption, as in a Mac's settings.
        Snippet(#"VStack(alignment: .leading) { Text("colors.caption").font(.system(size: 13, weight: .semibold)).foregroundColor(.secondary); ColorGrid() }"#,
                ["colors.caption": .headingText]),
        Snippet(#"SettingsLink { Label("open.settings", systemImage: "gear") }"#, ["open.settings": .button]),
        Snippet(#"Link("docs.link", destination: url)"#, ["docs.link": .link]),
        Snippet(#"Link(destination: url) { Text("docs.more") }"#, ["docs.more": .link]),
        Snippet(#"Menu("help") { Link("docs.menu", destination: url) }"#, ["help": .menuTitle, "docs.menu": .menuItem]),
        Snippet(#"MenuBarExtra("extra", image: "i") { Button { open() } label: { Label("extra.open", systemImage: "macwindow") } }"#,
                ["extra": .label, "extra.open": .menuItem]),
        Snippet(#"return .result(dialog: IntentDialog(stringLiteral: String(localized: "intent.done")))"#, ["intent.done": .dialogMessage]),
        Snippet(#"content.title = String(localized: "note.title"); content.body = String(localized: "note.body")"#,
                ["note.title": .alertTitle, "note.body": .alertMessage]),
        Snippet(#"List { }.contextMenu { Button("copy") {} }"#, ["copy": .menuItem]),
        Snippet(#"TableColumn("col.name", value: \.name)"#, ["col.name": .sectionHeader]),
        // A column titled by a `Text` (to look it up in a table) is titled all the same; its cells are not.
        Snippet(#"TableColumn(Text("col.size", tableName: "Files")) { row in Text("cell.words") }"#, ["col.size": .sectionHeader, "cell.words": .text]),
        // Alerts and dialogs
        Snippet(#"v.alert("delete.title", isPresented: $a) { Button("delete.ok", role: .destructive) {}; Button("cancel", role: .cancel) {} } message: { Text("delete.msg") }"#,
                ["delete.title": .alertTitle, "delete.ok": .alertAction, "cancel": .alertAction, "delete.msg": .alertMessage]),
        Snippet(#"v.confirmationDialog("leave", isPresented: $d) { Button("leave.ok") {} } message: { Text("leave.msg") }"#,
                ["leave": .dialogTitle, "leave.ok": .alertAction, "leave.msg": .dialogMessage]),
        Snippet(#"Alert(title: Text("old.title"), message: Text("old.msg"), dismissButton: .default(Text("old.ok")))"#,
                ["old.title": .alertTitle, "old.msg": .alertMessage, "old.ok": .alertAction]),
        // The same with `Text` written `.init(…)`, as the parameters' type lets Swift infer it.
        Snippet(#"Alert(title: .init("init.title"), message: .init("init.msg"), primaryButton: .destructive(.init("init.delete")), secondaryButton: .cancel())"#,
                ["init.title": .alertTitle, "init.msg": .alertMessage, "init.delete": .alertAction]),
        // The app's own function that localizes a message and shows it itself, through a list
        // of notifications a view shows later: named for a message, it shows messages.
        Snippet("final class Notices {\n var items: [Notice] = []\n func showInformationMessage(_ key: String) { items.append(Notice(title: NSLocalizedString(key, comment: \"\"))) }\n}\nfunc pulled() { notices.showInformationMessage(\"git.pulled\") }",
                ["git.pulled": .message]),
        Snippet("func record(_ key: String) { log.append(NSLocalizedString(key, comment: \"\")) }\nfunc pulled() { record(\"git.logged\") }",
                ["git.logged": .localizedString]),
        // Localized strings and interpolation
        Snippet(#"let s = String(localized: "loose")"#, ["loose": .localizedString]),
        Snippet(#"let s = NSLocalizedString("ns.key", comment: "c")"#, ["ns.key": .localizedString]),
        Snippet(#"Text(String(localized: "wrapped"))"#, ["wrapped": .text]),
        Snippet(#"Text("hello \(name)")"#, ["hello %@": .text]),
        Snippet(#"Text("\(items.count) items, 100%")"#, ["%lld items, 100%%": .text]),
        Snippet(#"Text("\(scale, specifier: "%.0f")x")"#, ["%.0fx": .text]),
        Snippet(#"Button(isOn ? "pause" : "play") { }"#, ["pause": .button, "play": .button]),
        Snippet(#"Text(LocalizedStringKey("lsk"))"#, ["lsk": .text]),
        Snippet(#"label.text = "plain".localized"#, ["plain": .text]),
        Snippet(#"Text("a\nb \"q\"")"#, ["a\nb \"q\"": .text]),
        // App Intents
        Snippet(#"struct OpenIntent: AppIntent { static var title: LocalizedStringResource = "intent.open"; static var description = IntentDescription("intent.open.desc") }"#,
                ["intent.open": .intentTitle, "intent.open.desc": .intentDescription]),
        Snippet(#"AppShortcut(intent: OpenIntent(), phrases: ["Open \(.applicationName)"], shortTitle: "short.open", systemImageName: "doc")"#,
                ["Open ${applicationName}": .shortcutPhrase, "short.open": .shortcutShortTitle]),
        Snippet(#"enum Mode: AppEnum { static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.fast: "mode.fast", .slow: DisplayRepresentation(title: "mode.slow")] }"#,
                ["mode.fast": .enumCaseName, "mode.slow": .enumCaseName]),
        // UIKit and AppKit
        Snippet(#"let a = UIAlertController(title: NSLocalizedString("ui.title", comment: ""), message: NSLocalizedString("ui.msg", comment: ""), preferredStyle: .alert)"#,
                ["ui.title": .alertTitle, "ui.msg": .alertMessage]),
        Snippet(#"let a = UIAlertController(title: NSLocalizedString("sheet.t", comment: ""), message: nil, preferredStyle: .actionSheet)"#,
                ["sheet.t": .dialogTitle]),
        Snippet(#"a.addAction(UIAlertAction(title: NSLocalizedString("ui.ok", comment: ""), style: .default))"#, ["ui.ok": .alertAction]),
        // A controller titles its screen in its initializer as well as in `viewDidLoad`; a type
        // that declares its own `title` stores the text, and where it is shown decides.
        Snippet("class EditorController: UIViewController {\n init() {\n super.init(nibName: nil, bundle: nil)\n title = String(localized: \"editor.title\")\n }\n}",
                ["editor.title": .navigationTitle]),
        Snippet("class RowController {\n var title: String\n init() { title = String(localized: \"row.title\") }\n}", ["row.title": .localizedString]),
        // UIKit's older alert and action sheet, deprecated but still met.
        Snippet(#"UIAlertView(title: NSLocalizedString("av.t", comment: ""), message: NSLocalizedString("av.m", comment: ""), delegate: nil, cancelButtonTitle: NSLocalizedString("av.ok", comment: "")).show()"#,
                ["av.t": .alertTitle, "av.m": .alertMessage, "av.ok": .alertAction]),
        Snippet(#"let s = UIActionSheet(title: NSLocalizedString("as.t", comment: ""), delegate: nil, cancelButtonTitle: NSLocalizedString("as.c", comment: ""), destructiveButtonTitle: NSLocalizedString("as.d", comment: ""))"#,
                ["as.t": .dialogTitle, "as.c": .alertAction, "as.d": .alertAction]),
        // WatchKit's alerts: `WKInterfaceController.presentAlert(withTitle:message:preferredStyle:actions:)`.
        Snippet(#"presentAlert(withTitle: NSLocalizedString("wk.title", comment: ""), message: NSLocalizedString("wk.msg", comment: ""), preferredStyle: .alert, actions: [WKAlertAction(title: NSLocalizedString("wk.ok", comment: ""), style: .default) {}])"#,
                ["wk.title": .alertTitle, "wk.msg": .alertMessage, "wk.ok": .alertAction]),
        // UIKit's empty state: a `UIContentUnavailableConfiguration`'s text and secondary text.
        Snippet("func showEmpty() {\n var config = UIContentUnavailableConfiguration.empty()\n config.text = String(localized: \"empty.title\")\n config.secondaryText = String(localized: \"empty.subtitle\")\n contentUnavailableConfiguration = config\n}",
                ["empty.title": .emptyStateTitle, "empty.subtitle": .emptyStateDescription]),
        // A table view cell's label names its row (a setting, a place to go); its detail text
        // and a label of the app's own (a PIN screen's `textLabel`) are running text.
        Snippet("func cell() -> UITableViewCell {\n let cell = UITableViewCell()\n cell.textLabel?.text = NSLocalizedString(\"row.sort\", comment: \"\")\n cell.detailTextLabel?.text = NSLocalizedString(\"row.detail\", comment: \"\")\n pinController.textLabel.text = NSLocalizedString(\"pin.prompt\", comment: \"\")\n return cell\n}",
                ["row.sort": .tableRow, "row.detail": .text, "pin.prompt": .text]),
        Snippet("func configure(_ cell: UITableViewCell) {\n var content = cell.defaultContentConfiguration()\n content.text = String(localized: \"row.theme\")\n content.secondaryText = String(localized: \"row.theme.value\")\n cell.contentConfiguration = content\n}",
                ["row.theme": .tableRow, "row.theme.value": .text]),
        // The app's own row type, given the text in its initializer: shown where it puts it.
        Snippet("final class SettingsRow {\n var cell: UITableViewCell?\n init(title: String) {\n  self.cell = UITableViewCell()\n  self.cell?.textLabel?.text = title\n }\n}\nfunc rows() { add(SettingsRow(title: NSLocalizedString(\"row.folders\", comment: \"\"))) }",
                ["row.folders": .tableRow]),
        // The reason the system's Face ID or passcode prompt gives.
        Snippet(#"context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: NSLocalizedString("auth.reason", comment: "")) { _, _ in }"#,
                ["auth.reason": .authenticationReason]),
        Snippet(#"self.presentAlert(withTitle: NSLocalizedString("wk.sheet", comment: ""), message: nil, preferredStyle: .actionSheet, actions: [])"#,
                ["wk.sheet": .dialogTitle]),
        Snippet(#"a.addAction(UIAlertAction(title: "not localized", style: .default))"#, [:]),
        // `Type.init(…)` is `Type(…)`, as older UIKit code writes it.
        Snippet(#"let a = UIAlertController.init(title: "sleep.t".localized, message: nil, preferredStyle: .actionSheet); let b = UIAlertAction.init(title: "sleep.15".localized, style: .default) { _ in }"#,
                ["sleep.t": .dialogTitle, "sleep.15": .alertAction]),
        // An alert's action written `.init(…)`: `UIAlertController.addAction(_:)` takes a
        // `UIAlertAction`; a control's `addAction(_:for:)` takes a `UIAction`, whose title is not shown.
        Snippet(#"alert.addAction(.init(title: String(localized: "ui.close"), style: .cancel))"#, ["ui.close": .alertAction]),
        Snippet(#"button.addAction(.init(title: String(localized: "ui.unseen")) { _ in }, for: .touchUpInside)"#, ["ui.unseen": .localizedString]),
        // A button's primary action: its title is the button's.
        Snippet(#"let b = UIBarButtonItem(primaryAction: .init(title: String(localized: "ui.reset")) { _ in })"#, ["ui.reset": .button]),
        Snippet(#"let b = UIButton(primaryAction: UIAction(title: String(localized: "ui.go")) { _ in })"#, ["ui.go": .button]),
        // The Composable Architecture's alerts as state: `AlertState` of `TextState`s and `ButtonState`s.
        Snippet(#"let a = AlertState(title: TextState(String(localized: "tca.title")), message: TextState(String(localized: "tca.message")), buttons: [.default(TextState(String(localized: "tca.ok")), action: .send(.ok))])"#,
                ["tca.title": .alertTitle, "tca.message": .alertMessage, "tca.ok": .alertAction]),
        Snippet("let a = AlertState {\n TextState(\"tca.closure.title\")\n} actions: {\n ButtonState(role: .cancel) { TextState(\"tca.cancel\") }\n} message: {\n TextState(\"tca.closure.message\")\n}",
                ["tca.closure.title": .alertTitle, "tca.cancel": .alertAction, "tca.closure.message": .alertMessage]),
        // A local variable holds every localized string assigned to it, shown where it is.
        Snippet("func alert(_ e: Error) -> AlertState<A> {\n var title = String(localized: \"up.failed\")\n var message: String\n if e is URLError {\n  title = String(localized: \"up.big\")\n  message = String(localized: \"up.big.message\")\n } else {\n  message = String(localized: \"up.failed.message\")\n }\n return AlertState(title: TextState(title), message: TextState(message), buttons: [])\n}",
                ["up.failed": .alertTitle, "up.big": .alertTitle, "up.big.message": .alertMessage, "up.failed.message": .alertMessage]),
        Snippet("let d = ConfirmationDialogState {\n TextState(\"tca.dialog\")\n} actions: {\n ButtonState(role: .destructive, action: .delete) { TextState(\"tca.delete\") }\n}",
                ["tca.dialog": .dialogTitle, "tca.delete": .alertAction]),
        // A notification's action buttons, and the reply field's button and placeholder.
        Snippet(#"let snooze = UNNotificationAction(identifier: "SNOOZE", title: NSLocalizedString("nt.snooze", comment: ""), options: [])"#,
                ["nt.snooze": .alertAction]),
        Snippet(#"let reply = UNTextInputNotificationAction(identifier: "REPLY", title: String(localized: "nt.reply"), options: [], textInputButtonTitle: String(localized: "nt.send"), textInputPlaceholder: String(localized: "nt.message"))"#,
                ["nt.reply": .alertAction, "nt.send": .alertAction, "nt.message": .textFieldPrompt]),
        // What the widget gallery shows: a widget's name and its description; another type's
        // `.description(…)` says nothing.
        Snippet("var body: some WidgetConfiguration {\n StaticConfiguration(kind: kind, provider: Provider()) { entry in EntryView(entry: entry) }\n .configurationDisplayName(\"wg.name\")\n .description(\"wg.description\")\n .supportedFamilies([.systemSmall])\n}",
                ["wg.name": .widgetName, "wg.description": .widgetDescription]),
        Snippet("var body: some WidgetConfiguration {\n AppIntentConfiguration(kind: kind, intent: Intent.self, provider: Provider()) { entry in EntryView(entry: entry) }\n .description(String(localized: \"wg.intent\"))\n}",
                ["wg.intent": .widgetDescription]),
        Snippet(#"let d = formatter.description(String(localized: "not.a.widget"))"#, ["not.a.widget": .localizedString]),
        Snippet(#"button.setTitle(NSLocalizedString("ui.tap", comment: ""), for: .normal)"#, ["ui.tap": .button]),
        // An empty state drawn by DZNEmptyDataSet's data source: its title, its description, its button.
        Snippet("extension ListController: DZNEmptyDataSetSource {\n func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {\n  return NSAttributedString.init(string: \"empty.none\".localized, attributes: nil)\n }\n func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {\n  NSAttributedString(string: NSLocalizedString(\"empty.why\", comment: \"\"))\n }\n func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString! {\n  NSAttributedString(string: String(localized: \"empty.add\"))\n }\n}",
                ["empty.none": .emptyStateTitle, "empty.why": .emptyStateDescription, "empty.add": .button]),
        // A segmented control's segments: its choices, as a picker's options are.
        Snippet(#"var segment = UISegmentedControl(items: ["seg.synced".localized, NSLocalizedString("seg.unsynced", comment: "")])"#,
                ["seg.synced": .pickerOption, "seg.unsynced": .pickerOption]),
        Snippet(#"control.setTitle(NSLocalizedString("seg.history", comment: ""), forSegmentAt: 0); control.insertSegment(withTitle: String(localized: "seg.new"), at: 1, animated: false)"#,
                ["seg.history": .pickerOption, "seg.new": .pickerOption]),
        Snippet(#"navigationItem.title = NSLocalizedString("ui.nav", comment: "")"#, ["ui.nav": .navigationTitle]),
        Snippet(#"let i = UIBarButtonItem(title: String(localized: "ui.done"), style: .done, target: nil, action: nil)"#, ["ui.done": .button]),
        Snippet(#"let m = UIMenu(title: String(localized: "ui.menu"), children: [UIAction(title: String(localized: "ui.action")) { _ in }])"#,
                ["ui.menu": .menuTitle, "ui.action": .menuItem]),
        Snippet(#"alert.messageText = String(localized: "ns.title"); alert.informativeText = String(localized: "ns.info") + detail"#,
                ["ns.title": .alertTitle, "ns.info": .fragment]),
        Snippet(#"alert.addButton(withTitle: String(localized: "ns.ok"))"#, ["ns.ok": .alertAction]),
        Snippet(#"alertView.addButton("sc.unlock".localized, backgroundColor: .red)"#, ["sc.unlock": .alertAction]),
        Snippet(#"let l = UILabel(text: "ui.label".localized); tabBarVC.title = "ui.screen".localized"#,
                ["ui.label": .text, "ui.screen": .navigationTitle]),
        Snippet(#"alert.messageText = String(format: String(localized: "ns.fmt"), name)"#, ["ns.fmt": .alertTitle]),
        // A label named for a header heads a section; one that describes a header does not.
        Snippet(#"calendarHeaderLabel.stringValue = NSLocalizedString("perm.calendar", comment: ""); headerDescriptionLabel.stringValue = NSLocalizedString("perm.detail", comment: "")"#,
                ["perm.calendar": .headingText, "perm.detail": .text]),
        // An item of the edit menu over a text or a cell.
        Snippet(#"let reveal = UIMenuItem(title: String(localized: "ui.reveal"), action: #selector(reveal))"#, ["ui.reveal": .menuItem]),
        Snippet(#"sectionHeading.text = String(localized: "ui.section")"#, ["ui.section": .headingText]),
        // An AppKit button whose state the code sets or reads on and off is a checkbox.
        Snippet("syncButton.title = NSLocalizedString(\"ns.check\", comment: \"\")\nfunc load() { syncButton.state = enabled ? .on : .off }",
                ["ns.check": .toggle]),
        Snippet(#"saveButton.title = NSLocalizedString("ns.push", comment: "")"#, ["ns.push": .button]),
        // The last word of an object's name says what it is: a button that opens a menu is a button.
        Snippet(#"openMenuButton.title = NSLocalizedString("ns.menuButton", comment: "")"#, ["ns.menuButton": .button]),
        // An object's title where its declaration names its type: an activity's title is what
        // Siri and Spotlight show as its name.
        Snippet("let activity = NSUserActivity(activityType: \"play\")\nactivity.title = \"ua.title\".localized",
                ["ua.title": .intentTitle]),
        // A local variable named `title` is no screen's title: where it goes decides.
        Snippet("func details() -> (title: String, message: String?) {\n var title: String\n title = \"local.title\".localized\n return (title, nil)\n}",
                ["local.title": .localizedString]),
        // A TipKit tip's title and message: a callout's title and its text, as an empty state's.
        Snippet("struct SyncTip: Tip {\n var title: Text { Text(\"tip.title\") }\n var message: Text? { Text(\"tip.message\") }\n}",
                ["tip.title": .emptyStateTitle, "tip.message": .emptyStateDescription]),
        Snippet("struct Row {\n var title: Text { Text(\"row.title\") }\n}", ["row.title": .text]),
        // A key assigned to the view's own key-typed property is shown where that property is,
        // and so is its first value.
        Snippet("struct Recorder: View {\n @State private var hint: LocalizedStringKey = \"\"\n var body: some View { Text(hint).font(.caption) }\n func check() { hint = \"rec.taken\"; self.hint = \"rec.other\" }\n}",
                ["rec.taken": .text, "rec.other": .text, "": .text]),
        // Not parseable: still what swift-syntax recovers, and no crash.
        Snippet("struct V: View {\n var body: some View {\n  Text(\"broken.key\"\n  Button(\"after.break\") { }\n  Toggle(\"t\", isOn: $x", ["broken.key": .text, "after.break": .button, "t": .toggle]),
    ]

    @Test("each snippet yields exactly its keys and kinds", arguments: snippets)
    func snippetYieldsItsKeys(_ snippet: Snippet) {
        let uses = SwiftSourceScanner.uses(inSource: snippet.source, file: "Snippet.swift")
        let roles = SwiftSourceScanner.roles(uses).mapValues(\.kind)
        #expect(roles == snippet.expected)
    }

    @Test func aHelperViewGivesItsCallersKeysTheRoleOfWhereItShowsThem() {
        let source = """
        struct ActionRow: View {
            let text: LocalizedStringKey
            let actionName: LocalizedStringKey
            var body: some View {
                HStack { Text(text); Button(actionName) { } }
            }
        }
        struct TitledSheet: View {
            let title: Text
            init(_ title: LocalizedStringKey) { self.title = Text(title) }
            var body: some View { Form { }.navigationTitle(title) }
        }
        struct SettingCard: View {
            var title: LocalizedStringKey
            init(title: LocalizedStringKey, icon: String) { self.title = title }
            var body: some View { Label(title, systemImage: "gear") }
        }
        func settingRow(_ name: LocalizedStringKey, value: String) -> some View {
            Toggle(name, isOn: .constant(true))
        }
        struct Screen: View {
            var body: some View {
                ActionRow(text: "row.text", actionName: "row.action")
                TitledSheet("sheet.title")
                settingRow("row.toggle", value: "not a key")
                SettingCard(title: "card.title", icon: "gear")
            }
        }
        """
        let roles = SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSource: source, file: "Helpers.swift")).mapValues(\.kind)
        #expect(roles == ["row.text": .text, "row.action": .button, "sheet.title": .navigationTitle, "row.toggle": .toggle, "card.title": .label])
    }

    /// The app's own button view whose initializer builds a `Button` around the content it is
    /// given, through another of its views, without storing that content: a text given as the
    /// content is the button's label.
    @Test func aViewWhoseInitializerWrapsItsContentInAButtonMakesItAButtonLabel() {
        let source = """
        struct Bubble<V: View>: View {
            let content: V
            init(content: @escaping () -> V) { self.content = content() }
            var body: some View { content.padding() }
        }
        struct PillButton<Base: View>: View {
            let button: Button<Bubble<Base>>
            init(size: Int, onTap: @escaping () -> Void, @ViewBuilder _ content: @escaping () -> Base) {
                self.button = Button { onTap() } label: { Bubble(content: content) }
            }
            var body: some View { button }
        }
        struct Screen: View {
            var body: some View {
                PillButton(size: 2, onTap: {}) { Text("pill.open") }
                Bubble { Text("bubble.text") }
            }
        }
        """
        let roles = SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSource: source, file: "Buttons.swift")).mapValues(\.kind)
        #expect(roles == ["pill.open": .button, "bubble.text": .text])
    }

    @Test func aPropertyThatReturnsKeysTakesTheRoleOfWhereItIsRead() {
        let source = """
        enum Sort: CaseIterable {
            case name, date
            var title: String {
                switch self {
                case .name: return NSLocalizedString("sort.by.name", comment: "")
                case .date: return String(localized: "sort.by.date")
                }
            }
        }
        struct SortPicker: View {
            @State var sort = Sort.name
            var body: some View {
                Picker("sort.label", selection: $sort) {
                    ForEach(Sort.allCases, id: \\.self) { Text($0.title).tag($0) }
                }
            }
        }
        """
        let roles = SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSource: source, file: "Sort.swift")).mapValues(\.kind)
        #expect(roles == ["sort.label": .pickerLabel, "sort.by.name": .pickerOption, "sort.by.date": .pickerOption])
    }

    /// A file-private property (`private extension … { var label }`) can be read only in its own
    /// file: other files' properties of the same name, shown other ways, say nothing of its keys
    /// (CotEditor has a dozen private `label`s, some in pickers, some as headings).
    @Test func aPrivatePropertyTakesTheRoleOfItsOwnFilesReads() {
        let features = """
        private extension Feature {
            var label: LocalizedStringResource {
                switch self { case .a: .init("feature.a", defaultValue: "Let the document name itself") }
            }
        }
        struct WhatsNew: View { var body: some View { ForEach(features) { Text($0.label) } } }
        """
        let options = """
        private extension Direction {
            var label: LocalizedStringResource {
                switch self { case .ltr: .init("direction.ltr", defaultValue: "Left to right") }
            }
        }
        struct Settings: View { var body: some View { Picker("direction", selection: $d) { ForEach(all) { Text($0.label) } } } }
        """
        let shared = """
        extension Mode { var title: String { String(localized: "mode.title") } }
        struct A: View { var body: some View { Text(mode.title) } }
        """
        let other = "struct B: View { var body: some View { Button(mode.title) { } } }"
        let uses = SwiftSourceScanner.resolve([FileScan(source: features, file: "WhatsNew.swift"), FileScan(source: options, file: "Settings.swift"),
                                               FileScan(source: shared, file: "Mode.swift"), FileScan(source: other, file: "B.swift")])
        let roles = SwiftSourceScanner.roles(uses).mapValues(\.kind)
        #expect(roles == ["feature.a": .text, "direction": .pickerLabel, "direction.ltr": .pickerOption, "mode.title": .button])
    }

    @Test func theButtonsOfAViewUsedAsAMenusContentAreMenuItems() {
        let source = """
        struct RowMenu: View {
            var body: some View {
                Button("row.open") { }
                Section("row.more") { Button("row.pin") { } }
            }
        }
        struct Row: View {
            var body: some View {
                Text("row.name").contextMenu { RowMenu() }
                Button("row.share") { }
            }
        }
        """
        let roles = SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSource: source, file: "Row.swift")).mapValues(\.kind)
        #expect(roles == ["row.open": .menuItem, "row.more": .menuTitle, "row.pin": .menuItem, "row.name": .text, "row.share": .button])
    }

    @Test func aKeyUsedSeveralWaysTakesItsMostVisibleRole() {
        let source = """
        struct V: View {
            var body: some View {
                Text("run")
                Button("run") { }.help("run")
            }
        }
        """
        let uses = SwiftSourceScanner.uses(inSource: source, file: "V.swift")
        #expect(Set(uses.map(\.kind)) == [.text, .button, .help])
        let role = SwiftSourceScanner.roles(uses)["run"]
        #expect(role?.kind == .button)
        #expect(role?.line == 4)
        #expect(role?.column == 16)
    }

    @Test func aKeyWithOtherPlaceholdersIsMatchedToTheOneCatalogKeyOfItsShape() {
        let source = #"Text("\(scale)x"); Text("Processing (\(done)/\(total))"); Text("\(a)%"); Text("plain")"#
        let uses = SwiftSourceScanner.uses(inSource: source, file: "P.swift")
        let catalog = ["%lldx", "Processing (%1$lld/%2$lld)", "%.0f%%", "%lld%%", "plain", "unused %@"]
        let roles = SwiftSourceScanner.roles(uses, catalogKeys: catalog).mapValues(\.kind)
        // "%@%%" has two catalog keys of its shape: which one is meant cannot be told.
        #expect(roles == ["%lldx": .text, "Processing (%1$lld/%2$lld)": .text, "plain": .text])
    }

    @Test func aKeyBuiltInCodeGivesItsRoleToEveryCatalogKeyItCanSpell() {
        let source = """
        struct Tabs: View {
            var body: some View {
                TabView {
                    ForEach(categories) { category in
                        List { }.tabItem {
                            let key = "category.\\(category.rawValue)"
                            Text(NSLocalizedString(key, comment: ""))
                        }
                    }
                }
            }
        }
        """
        let uses = SwiftSourceScanner.uses(inSource: source, file: "Tabs.swift")
        let catalog = ["category.games", "category.fonts", "category.fonts.hint", "other.games", "category.%@ items"]
        let roles = SwiftSourceScanner.roles(uses, catalogKeys: catalog).mapValues(\.kind)
        #expect(roles == ["category.games": .tabItem, "category.fonts": .tabItem, "category.fonts.hint": .tabItem])
    }

    /// A catalog key reached both by its own literal and by a key built in code, each shown the
    /// same way: its use is the first in reading order, whatever order the keys are gone through
    /// in (a dictionary's, which changes from run to run: the note's place changed with it).
    @Test func aKeyReachedTwiceTakesTheFirstUseInReadingOrder() {
        let modes = 0..<20
        let built = modes.map { #"Text(NSLocalizedString("mode.\#($0).\(name)", comment: ""))"# }
        let literal = modes.map { #"Text("mode.\#($0).custom")"# }
        let source = "struct Modes: View {\n    var body: some View {\n" + (built + literal).map { "        " + $0 + "\n" }.joined() + "    }\n}\n"
        let uses = SwiftSourceScanner.uses(inSource: source, file: "Modes.swift")
        let roles = SwiftSourceScanner.roles(uses, catalogKeys: modes.map { "mode.\($0).custom" })
        for mode in modes {
            // The built key's line (3 on) comes before the literal's (23 on).
            #expect(roles["mode.\(mode).custom"]?.line == 3 + mode)
        }
    }

    /// A key kept in a variable (`noteText0`) that a function builds its result from
    /// (`titleText0()`): the use names the variable, which holds the key's text itself, not the
    /// function, which returns it as part of more; the same from run to run (the names came
    /// from a dictionary, whose order changes).
    @Test func aKeyKeptInAVariableAndAFunctionNamesTheVariable() {
        let functions = (0..<20).map { n in
            """
            func titleText\(n)(on: Bool) -> String {
                let noteText\(n): String
                if on {
                    noteText\(n) = NSLocalizedString("key\(n)", comment: "")
                } else {
                    noteText\(n) = ""
                }
                var footerText = "\\(noteText\(n))!"
                return footerText
            }
            """
        }
        let uses = SwiftSourceScanner.uses(inSource: functions.joined(separator: "\n"), file: "Notes.swift")
        for n in 0..<20 {
            #expect(uses.first { $0.key == "key\(n)" }?.storedIn == "noteText\(n)")
        }
    }

    @Test func everyKindHasItsOwnVisibility() {
        let visibilities = UIKind.allCases.map(\.visibility)
        #expect(Set(visibilities).count == UIKind.allCases.count)
        #expect(UIKind.localizedString.visibility == UIKind.allCases.map(\.visibility).min())
    }

    @Test func foldersAreScannedAcrossFilesSkippingBuildFoldersInFileAndLineOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["App/Views", "App/.build/checkouts", "App/Pods/Lib"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try #"struct Row: View { let title: LocalizedStringKey; var body: some View { Button(title) { } } }"#
            .write(to: folder.appendingPathComponent("App/Views/Row.swift"), atomically: true, encoding: .utf8)
        try "struct S: View {\n var body: some View {\n  Row(title: \"row.open\")\n  Text(\"plain\")\n }\n}"
            .write(to: folder.appendingPathComponent("App/Screen.swift"), atomically: true, encoding: .utf8)
        try #"Text("in.build")"#.write(to: folder.appendingPathComponent("App/.build/checkouts/X.swift"), atomically: true, encoding: .utf8)
        try #"Text("in.pods")"#.write(to: folder.appendingPathComponent("App/Pods/Lib/Y.swift"), atomically: true, encoding: .utf8)

        let uses = SwiftSourceScanner.uses(inFolders: [folder.path])
        #expect(uses.map(\.key) == ["row.open", "plain"])
        #expect(uses.map(\.kind) == [.button, .text])
        #expect(uses.map(\.line) == [3, 4])
        #expect(uses.allSatisfy { $0.file == folder.path + "/App/Screen.swift" })
    }

    /// The product's own name (its Xcode project's, `BrightLamp.xcodeproj`) is a name people
    /// read, even where a type of the code has it (`enum BrightLamp`); other camel-case names
    /// the code declares are code.
    @Test func theProductsNameIsNoIdentifier() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["BrightLamp.xcodeproj", "BrightLamp"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try "enum BrightLamp { }\nstruct UserProfile { }"
            .write(to: folder.appendingPathComponent("BrightLamp/BrightLamp.swift"), atomically: true, encoding: .utf8)
        let identifiers = SwiftSourceScanner.scanApp(inFolders: [folder.path]).identifiers
        #expect(identifiers == ["UserProfile"])
    }

    /// Tests/Fixtures/SampleApp: SwiftUI views, an App Intent and a UIKit alert, and their catalog.
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp")

    @Test func everyKeyOfTheSampleAppsCatalogGetsTheRoleItsCodeGivesIt() throws {
        let data = try Data(contentsOf: Self.sampleApp.appendingPathComponent("Localizable.xcstrings"))
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let keys = try #require(catalog["strings"] as? [String: Any]).keys
        let uses = SwiftSourceScanner.uses(inFolders: [Self.sampleApp.appendingPathComponent("Sources").path])
        let roles = SwiftSourceScanner.roles(uses, catalogKeys: keys).mapValues(\.kind)
        let expected: [String: UIKind] = [
            "notes.section.pinned": .sectionHeader, "notes.sample.title": .text, "notes.row.open": .button,
            "notes.sort": .pickerLabel, "notes.sort.date": .pickerOption, "notes.sort.title": .pickerOption,
            "notes.sync": .toggle, "notes.sync.detail": .text, "notes.title": .navigationTitle,
            "notes.search": .searchPrompt, "notes.new": .button, "notes.delete.title": .alertTitle,
            "notes.delete.confirm": .alertAction, "notes.delete.cancel": .alertAction,
            "notes.delete.message": .alertMessage, "notes.empty": .emptyStateTitle,
            "notes.empty.detail": .emptyStateDescription, "notes.menu.duplicate": .menuItem, "notes.menu.share": .menuItem,
            "intent.open.title": .intentTitle, "intent.open.description": .intentDescription, "intent.open.note": .label,
            "intent.open.done": .dialogMessage, "intent.kind": .label, "intent.kind.text": .enumCaseName,
            "intent.kind.checklist": .enumCaseName, "intent.shortcut": .shortcutShortTitle,
            "uikit.note.title": .navigationTitle, "uikit.delete.title": .alertTitle, "uikit.delete.message": .alertMessage,
            "uikit.delete.confirm": .alertAction, "uikit.delete.cancel": .alertAction, "uikit.error.unused": .localizedString,
        ]
        #expect(Set(keys) == Set(expected.keys))
        #expect(roles == expected)
        // The phrase is an App Shortcuts catalog's key, not this catalog's.
        #expect(uses.contains { $0.key == "Open a note in ${applicationName}" && $0.kind == .shortcutPhrase })
    }

    @Test func aUseNamesTheTableItsKeyIsLookedUpIn() {
        let source = """
            Text("done", tableName: "Settings")
            Button(String(localized: "done", table: "Sharing")) { }
            Toggle(NSLocalizedString("sync", tableName: "Settings", comment: ""), isOn: $on)
            Text("done")
            Text("done", tableName: tableName)
            """
        let uses = SwiftSourceScanner.uses(inSource: source, file: "T.swift")
        #expect(uses.map { "\($0.key) \($0.kind) \($0.table ?? "-")" } == [
            "done text Settings", "done button Sharing", "sync toggle Settings", "done text -", "done text -",
        ])
    }

    /// Each use carries the platform of the code it is written in: its innermost `#if` clause
    /// that chooses one (nested clauses, `#else`, parentheses, a member's clause, a custom flag
    /// beside `os(…)`), else its file's own imports (not those inside such a clause), else the app's.
    @Test func aUseCarriesThePlatformOfItsClauseOrFile() {
        let shared = """
            import SwiftUI
            #if os(macOS)
            import AppKit
            #endif
            struct Panel: View {
                #if os(OSX)
                let caption = Text("member on mac")
                #endif
                var body: some View {
                    Text("shared")
                    #if os(macOS) || DEBUG
                    Text("mac or debug")
                    #else
                    Text("not mac, not debug")
                    #endif
                    #if (os(iOS) || os(visionOS)) && !targetEnvironment(macCatalyst)
                    Text("phone")
                    #if DEBUG
                    Text("phone debug")
                    #endif
                    #elseif targetEnvironment(macCatalyst)
                    Text("catalyst")
                    #endif
                    #if os(Linux)
                    Text("nowhere")
                    #endif
                }
            }
            """
        let macFile = "import Cocoa\nlet title = NSLocalizedString(\"mac file\", comment: \"\")\n"
        let uses = SwiftSourceScanner.uses(inSources: [(shared, "Panel.swift"), (macFile, "Mac.swift")])
        let platforms = Dictionary(uses.map { ($0.key, $0.platform) }, uniquingKeysWith: { first, _ in first })
        #expect(platforms == [
            "member on mac": .mac, "shared": .mac, "mac or debug": .mac, "not mac, not debug": .touch,
            "phone": .touch, "phone debug": .touch, "catalyst": .mac, "nowhere": .mac, "mac file": .mac,
        ])
        // With a UIKit file beside it the app is touch, and so is its shared and dead code.
        let withPhone = SwiftSourceScanner.uses(inSources: [(shared, "Panel.swift"), (macFile, "Mac.swift"), ("import UIKit\n", "Phone.swift")])
        #expect(withPhone.filter { $0.platform == .touch }.map(\.key).sorted() == ["mac or debug", "not mac, not debug", "nowhere", "phone", "phone debug", "shared"])
    }

    @Test func garbageDoesNotCrashTheScanner() {
        let sources = ["", "\"", "Text(\"", "Button(\"a\") {{{{", String(repeating: "(", count: 2_000), "\u{0}\u{FFFF}"]
        for source in sources {
            _ = SwiftSourceScanner.uses(inSource: source, file: "Bad.swift")
        }
    }

    /// A file nested past swift-syntax's reach (`SwiftNesting`) is read as empty, where parsing
    /// it would hang (thirty `[` deep) or crash (a thousand) the linter.
    @Test func aFileNestedPastTheParsersReachIsReadAsEmpty() {
        let deep = "let table = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\nlet t = Text(\"Save\")\n"
        #expect(SwiftSourceScanner.uses(inSource: deep, file: "Deep.swift").isEmpty)
        #expect(SwiftSourceScanner.uses(inSource: String(repeating: "(", count: 5_000), file: "Deep.swift").isEmpty)
        #expect(SwiftSourceScanner.uses(inSource: "let t = Text(\"Save\")\n", file: "Shallow.swift").map(\.key) == ["Save"])
    }
}
