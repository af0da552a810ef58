import PlistcDiagnostics

/// Text written into CSS inside an HTML `<style>` element.
enum CSSText {
    /// A quoted CSS string. Quotes, backslashes and hidden characters (`VisibleText`) are escaped, and so are
    /// `<`, `>` and `&`, so that text from a plist can never close the `<style>` element.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case _ where "\"\\<>&".unicodeScalars.contains(scalar) || VisibleText.isHidden(scalar):
                result += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
