/// A file that could not be read, listed or written. Reported with exit status 2.
public struct IOFailure: Error, Equatable, Sendable {
    /// The path concerned.
    public let path: String
    /// What went wrong and how to fix it.
    public let reason: String

    /// Creates a failure.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
