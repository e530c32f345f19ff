extension String {
    /// The string without leading and trailing white space (spaces, tabs, newlines and the
    /// like). Foundation's `trimmingCharacters(in:)` does the same several times slower, which
    /// shows when it runs for every page.
    public func trimmingWhitespace(leading: Bool = true) -> String {
        // Most strings have nothing to trim, which their end scalars tell without breaking the
        // string into characters (slow for every script but ASCII).
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !(leading && Self.mayBeWhitespace(first)), !Self.mayBeWhitespace(last), !Self.joinsCharacter(last) { return self }
        var characters = Substring(self)
        if leading { while let first = characters.first, first.isWhitespace { characters.removeFirst() } }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }

    private static func mayBeWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // (Unicode property look-ups are slow: ASCII and Chinese answer without them.)
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        if isIdeograph(scalar) { return false }
        return scalar.properties.isWhitespace
    }

    private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        Scripts.isHan(scalar.value)
    }

    /// True when `scalar` can end a character that starts with another scalar, such as a
    /// combining accent on a space (Unicode's grapheme cluster rules: Extend, ZWJ and
    /// SpacingMark). Any other scalar that is not white space ends a character that is not.
    private static func joinsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII || isIdeograph(scalar) { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.isEmojiModifier || properties.generalCategory == .spacingMark
            || scalar == "\u{200D}" || scalar == "\u{0E33}" || scalar == "\u{0EB3}"
    }
}
