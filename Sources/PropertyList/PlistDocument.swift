/// What reading one file gives: its value tree when the file is a valid XML property list,
/// and every problem found.
public struct PlistDocument: Sendable, Hashable {
    /// The path shown in locations and diagnostics.
    public let path: String
    /// The top-level value inside `<plist>`, or `nil` when the file has an error: like
    /// CoreFoundation, plistc accepts a property list whole or not at all.
    public let root: PlistValue?
    /// Every problem found, sorted by location.
    public let diagnostics: [Diagnostic]

    /// Creates a document.
    public init(path: String, root: PlistValue?, diagnostics: [Diagnostic]) {
        self.path = path
        self.root = root
        self.diagnostics = diagnostics
    }

    /// Whether the file has at least one error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
