import Foundation

/// Pop-up buttons set inside a sentence that the labels around them write: IINA-style settings
/// such as “Place the window [20] [points] to the [left] side of the screen”, where a label beside
/// the pop-up begins in lower case (“to the”, “of the screen”) and the pop-up's items are all in
/// lower case too. Such items are words of that sentence, running text, not menu items in title
/// style; a pop-up of lower-case items beside a label that starts a phrase of its own
/// (“Repeated commands”) is an ordinary menu.
enum SentencePopUps {
    /// The `id` of each titled `<menuItem>` of such a pop-up, with the line of its
    /// `<popUpButtonCell>` tag.
    static func items(inInterface xml: String) -> [String: Int] {
        var scan = Scan()
        var found: [String: Int] = [:]
        InterfaceBuilderStrings.eachElementEvent(in: xml) { event in
            switch event {
            case let .open(name, attributes, line): scan.open(name, attributes, line)
            case let .close(name): scan.close(name, into: &found)
            }
        }
        return found
    }

    /// What the walk keeps: the open elements, and for each open `<subviews>` the labels and
    /// pop-ups of its own views.
    private struct Scan {
        struct Level {
            var name: Substring
            var labels: [String] = []
            var popUps: [(items: [(id: String, title: String)], line: Int)] = []
        }
        var stack: [Level] = []
        /// The pop-up being read: its items so far, its line, and the level of its `<subviews>`.
        var popUp: (items: [(id: String, title: String)], line: Int, level: Int)?

        /// The level of the `<subviews>` that holds the view open `depth` levels up, when the view
        /// is one of its own (`<subviews><textField><textFieldCell>`).
        func ownSubviews(of depth: Int) -> Int? {
            let index = stack.count - depth - 1
            return index >= 0 && stack[index].name == "subviews" ? index : nil
        }

        mutating func open(_ name: Substring, _ attributes: Substring, _ line: Int) {
            switch name {
            case "textFieldCell":
                if stack.last?.name == "textField", let level = ownSubviews(of: 1), let title = InterfaceBuilderStrings.attribute("title", in: attributes) {
                    stack[level].labels.append(title)
                }
            case "popUpButtonCell":
                if stack.last?.name == "popUpButton", let level = ownSubviews(of: 1) { popUp = ([], line, level) }
            case "menuItem":
                if popUp != nil, let id = InterfaceBuilderStrings.attribute("id", in: attributes),
                   let title = InterfaceBuilderStrings.attribute("title", in: attributes), !title.isEmpty {
                    popUp?.items.append((id, title))
                }
            default:
                break
            }
            stack.append(Level(name: name))
        }

        mutating func close(_ name: Substring, into found: inout [String: Int]) {
            // Xcode writes well-formed XML; an unmatched closing tag closes what it can.
            guard let index = stack.lastIndex(where: { $0.name == name }) else { return }
            if name == "popUpButtonCell", let read = popUp {
                stack[read.level].popUps.append((read.items, read.line))
                popUp = nil
            }
            let level = stack[index]
            stack.removeSubrange(index...)
            guard name == "subviews", level.labels.contains(where: Self.beginsInLowerCase) else { return }
            for popUp in level.popUps where popUp.items.count >= 2 && popUp.items.allSatisfy({ Self.beginsInLowerCase($0.title) }) {
                for item in popUp.items { found[item.id] = popUp.line }
            }
        }

        /// True when the first letter of a text is in lower case (“to the”, “% of screen”).
        static func beginsInLowerCase(_ text: String) -> Bool {
            text.first(where: \.isLetter)?.isLowercase ?? false
        }
    }
}
