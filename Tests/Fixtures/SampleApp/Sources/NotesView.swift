import SwiftUI

struct NotesView: View {
    @State private var sort = SortOrder.date
    @State private var confirmDelete = false
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Section("notes.section.pinned") {
                    NoteRow(title: "notes.sample.title", actionName: "notes.row.open")
                        .contextMenu { NoteMenu() }
                }
                Picker("notes.sort", selection: $sort) {
                    ForEach(SortOrder.allCases, id: \.self) { order in
                        Text(order.title).tag(order)
                    }
                }
                Toggle(isOn: .constant(true)) {
                    Text("notes.sync")
                    Text("notes.sync.detail")
                }
            }
            .navigationTitle("notes.title")
            .searchable(text: $query, prompt: "notes.search")
            .toolbar {
                Button("notes.new") { }
            }
            .alert("notes.delete.title", isPresented: $confirmDelete) {
                Button("notes.delete.confirm", role: .destructive) { }
                Button("notes.delete.cancel", role: .cancel) { }
            } message: {
                Text("notes.delete.message")
            }
            .overlay {
                ContentUnavailableView("notes.empty", systemImage: "note.text",
                                       description: Text("notes.empty.detail"))
            }
        }
    }
}

/// A row: its title is text, its action a button (the keys come from the callers).
struct NoteRow: View {
    let title: LocalizedStringKey
    let actionName: LocalizedStringKey

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Button(actionName) { }
        }
    }
}

/// Shown as a context menu: its buttons are menu items.
struct NoteMenu: View {
    var body: some View {
        Button("notes.menu.duplicate") { }
        Section {
            Button("notes.menu.share") { }
        }
    }
}

enum SortOrder: CaseIterable {
    case date, title

    var title: String {
        switch self {
        case .date: return String(localized: "notes.sort.date")
        case .title: return String(localized: "notes.sort.title")
        }
    }
}
