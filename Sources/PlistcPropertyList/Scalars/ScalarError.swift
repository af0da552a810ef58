import PlistcDiagnostics

/// Why the text of a scalar element (`<integer>`, `<real>`, `<date>`, `<data>`) is not a
/// valid value.
struct ScalarError: Error {
    let message: Diagnostic.Message

    init(_ message: Diagnostic.Message) { self.message = message }
}

/// The text of an element, as a short quoted string for a message.
func quoted(_ bytes: some Collection<UInt8>, limit: Int = 40) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    let escaped = text.unicodeScalars.count > limit ? String(text.unicodeScalars.prefix(limit)) + "…" : text
    return "\"" + escaped.replacingNewlines() + "\""
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(unicodeScalars.map { $0 == "\n" ? "⏎" : Character($0) })
    }
}
