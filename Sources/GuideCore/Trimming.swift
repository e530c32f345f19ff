extension String {
    /// The string without leading and trailing white space (spaces, tabs, newlines and the
    /// like). Foundation's `trimmingCharacters(in:)` does the same several times slower, which
    /// shows when it runs for every page.
    public func trimmingWhitespace(leading: Bool = true) -> String {
        var characters = Substring(self)
        if leading { while let first = characters.first, first.isWhitespace { characters.removeFirst() } }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }
}
