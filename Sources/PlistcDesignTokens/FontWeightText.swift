import PlistcJSON

/// A token's font weight and slant, from what DTCG and the tools write: a number (1 to 1000), a
/// CSS or DTCG name (`bold`, `semi-bold`, `extra-light`), or Tokens Studio's face names
/// (`"SemiBold Italic"`, `"Bold"`, `"Regular"`), with `fontStyle: "italic"` or a name that says
/// `Italic` or `Oblique` for the slant. A name plistc does not know is 400.
struct FontWeightText: Equatable {
    let weight: Int
    let isItalic: Bool
    /// The face's name as the token writes it, when it writes one other than Regular
    /// (`"Book"`, `"Semi Bold"`, `"heavy"`): `Book`, `SemiBold`, `Heavy`, each word capitalized
    /// and joined, as a face's PostScript name usually spells its style.
    let writtenName: String?

    init(_ value: JSONValue?, style: String? = nil) {
        let slanted = style.map { ["italic", "oblique"].contains($0.lowercased()) } ?? false
        if let number = value?.number {
            weight = (1...1000).contains(number) ? Int(number) : 400
            isItalic = slanted
            writtenName = nil
            return
        }
        var key = (value?.string ?? "").lowercased().filter { $0.isLetter || $0.isNumber }
        var italic = slanted
        var words = (value?.string ?? "").split { !$0.isLetter && !$0.isNumber }.map(String.init)
        for slant in ["italic", "oblique"] where key.hasSuffix(slant) {
            key.removeLast(slant.count)
            italic = true
            if words.last?.lowercased() == slant { words.removeLast() }
        }
        let number = Int(key).flatMap { (1...1000).contains($0) ? $0 : nil }
        weight = number ?? Self.names[key] ?? 400
        isItalic = italic
        writtenName =
            number != nil || ["", "regular", "normal"].contains(key)
            ? nil : words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The weights of the names, without case, spaces or dashes (`semi-bold`, `SemiBold`).
    private static let names: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700,
        "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
    ]

    /// The style part of a face's usual PostScript name (`Bold`, `SemiBoldItalic`, `Italic`):
    /// the weight's name as written first (`Book`), else the number's usual name.
    var styleName: String {
        let name =
            if let writtenName { writtenName } else {
                switch weight {
                case ..<200: "Thin"
                case ..<300: "ExtraLight"
                case ..<400: "Light"
                case ..<500: "Regular"
                case ..<600: "Medium"
                case ..<700: "SemiBold"
                case ..<800: "Bold"
                case ..<900: "ExtraBold"
                default: "Black"
                }
            }
        guard isItalic else { return name }
        return name == "Regular" ? "Italic" : name + "Italic"
    }
}
