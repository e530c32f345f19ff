import AppIntents

struct OpenNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "intent.open.title"
    static var description = IntentDescription("intent.open.description")

    @Parameter(title: "intent.open.note")
    var note: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(stringLiteral: String(localized: "intent.open.done")))
    }
}

enum NoteKind: String, AppEnum {
    case text, checklist
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "intent.kind"
    static var caseDisplayRepresentations: [NoteKind: DisplayRepresentation] = [
        .text: "intent.kind.text",
        .checklist: DisplayRepresentation(title: "intent.kind.checklist"),
    ]
}

struct NoteShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenNoteIntent(), phrases: ["Open a note in \(.applicationName)"],
                    shortTitle: "intent.shortcut", systemImageName: "note.text")
    }
}
