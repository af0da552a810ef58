import PlistcDiagnostics
import PlistcJSON
import PlistcPropertyList
import PlistcStyleDictionary

/// A style dictionary as Xcode writes property lists: the XML declaration and DOCTYPE, tabs,
/// keys in Apple's style order, `fontName` and `fontSize` first, whole sizes as `<integer>`.
public enum StyleDictionaryWriter {
    public static func render(_ entries: [TokenImport.Entry]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">", "<dict>",
        ]
        for entry in entries {
            lines += ["\t<key>\(entry.style.rawValue)</key>", "\t<dict>"]
            lines += item("fontName", string: entry.fontName)
            lines += item("fontSize", number: entry.fontSize)
            if let size = entry.maximumPointSize { lines += item("maximumPointSize", number: size) }
            if let name = entry.legibilityFontName { lines += item("legibilityFontName", string: name) }
            if let multiple = entry.lineHeight { lines += item("lineHeight", number: multiple, real: true) }
            if let spacing = entry.letterSpacing { lines += item("letterSpacing", number: spacing) }
            lines.append("\t</dict>")
        }
        lines += ["</dict>", "</plist>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func item(_ key: String, string: String) -> [String] {
        ["\t\t<key>\(key)</key>", "\t\t<string>\(XMLText.escapedContent(string))</string>"]
    }

    /// `<integer>17</integer>`, or `<real>17.5</real>` (always `<real>` for a multiple).
    private static func item(_ key: String, number: Double, real: Bool = false) -> [String] {
        let text = SizeText.exact(number)
        let element = !real && !text.contains(".") && !text.contains("e") ? "integer" : "real"
        return ["\t\t<key>\(key)</key>", "\t\t<\(element)>\(text)</\(element)>"]
    }
}
