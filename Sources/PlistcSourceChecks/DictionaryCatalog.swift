import PlistcStyleDictionary

/// The style dictionaries the app's Swift can name, by the name ScaledFont looks one up by
/// (`Noteworthy` for `Noteworthy.plist`), with what the device makes of each style.
public struct DictionaryCatalog: Sendable {
    /// One dictionary: where it is, and its verdict.
    public struct Entry: Sendable {
        public let path: String
        public let verdict: RuntimeVerdict
        /// The code the dictionary is linted for, whose keys it must use.
        public let runtime: DeviceRuntime
        /// Its top-level keys, for the custom styles the code asks for (`ATFontTextStyleHeader`).
        public let keys: Set<String>

        public init(path: String, verdict: RuntimeVerdict, runtime: DeviceRuntime = .standard, keys: Set<String> = []) {
            self.path = path
            self.verdict = verdict
            self.runtime = runtime
            self.keys = keys
        }
    }

    /// The dictionaries by name; the first of a name wins, as a bundle holds one.
    public let entries: [String: Entry]

    /// A catalog of `entries` (name, entry), in input order.
    public init(_ entries: [(name: String, entry: Entry)]) {
        self.entries = Dictionary(entries, uniquingKeysWith: { first, _ in first })
    }

    /// The first style, by dictionary name then in canonical order, that the device shows in
    /// the font `name` at `size` points at the default text size: the style a storyboard view
    /// in that font and size stands for.
    func style(showing name: String, at size: Double) -> (dictionary: String, style: TextStyle)? {
        for dictionary in entries.keys.sorted() {
            guard let entry = entries[dictionary] else { continue }
            for (style, outcome) in entry.verdict.styles {
                if case .custom(let font) = outcome, font.name == name, font.size == size { return (dictionary, style) }
            }
        }
        return nil
    }
}
