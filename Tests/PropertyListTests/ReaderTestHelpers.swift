import PlistcDiagnostics
import PlistcPropertyList

/// Reads a plist given as text, with the display path `test.plist`.
func read(_ text: String, limits: ReaderLimits = ReaderLimits()) -> PlistDocument {
    PlistReader(limits: limits).read(Array(text.utf8), path: "test.plist")
}

/// Wraps a value's XML in a `<plist>` root.
func plist(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
}

/// The messages of a document's diagnostics, each as `line:col: message`.
func problems(_ document: PlistDocument) -> [String] {
    document.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
}
