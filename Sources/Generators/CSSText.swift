/// Text written into CSS inside an HTML `<style>` element.
enum CSSText {
    /// A quoted CSS string. Quotes, backslashes and control characters are escaped, and so are
    /// `<`, `>` and `&`, so that text from a plist can never close the `<style>` element.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&", "\u{0}"..."\u{1F}", "\u{7F}":
                result += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
