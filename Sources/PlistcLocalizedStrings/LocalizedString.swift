import PlistcDiagnostics

/// One string an app shows: a key of a strings table in one localization, and one variation of
/// it (a plural form, a device), located at its value in the file it was read from.
public struct LocalizedString: Sendable, Hashable {
    /// The key the app looks the string up by.
    public let key: String
    /// The localization (`en`, `de`, `pt-BR`), or `nil` where the file does not say.
    public let localization: String?
    /// The variation measured, as the catalog names it (`plural.one`, `device.iphone`,
    /// `plural.other substitution.count.one`), or `nil` for the plain value.
    public let variation: String?
    /// The value, escapes resolved, placeholders still in it.
    public let value: String
    /// Where the value starts: its opening quote.
    public let location: SourceLocation

    /// A string of a table.
    public init(key: String, localization: String?, variation: String? = nil, value: String, location: SourceLocation) {
        self.key = key
        self.localization = localization
        self.variation = variation
        self.value = value
        self.location = location
    }
}

/// A strings file that cannot be read: where, and what, with how to fix it.
public struct StringsFileError: Error, Sendable, Hashable {
    /// Where the problem is.
    public let location: SourceLocation
    /// What is wrong, and how to fix it.
    public let message: String

    /// An error at a location.
    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }
}
