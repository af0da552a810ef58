/// Text from a file as a message quotes it (a key, a font name): whole when it is as short as
/// names are, else its first `shownScalars` characters and a count, so that one 3 MB key makes
/// a line of the report and not 3 MB of it.
public enum QuotedText {
    /// How many characters of a long text a message shows.
    public static let shownScalars = 100

    /// `text`, or its start and its length: `AAAA… (3,200,000 characters)`.
    public static func short(_ text: String) -> String {
        // At most `shownScalars` bytes is at most that many characters: nothing to count.
        guard text.utf8.count > shownScalars else { return text }
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: shownScalars, limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return text }
        return String(scalars[..<cut]) + "… (\(CountText.grouped(scalars.count)) characters)"
    }
}
