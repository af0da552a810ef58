import PlistcJSON

/// `include` and `exclude`, read with a bound on their size.
extension ConfigurationFile {
    /// `include` or `exclude`: strings, at most ``maximumPatternBytes`` of them in all, so that
    /// matching a path against them costs in proportion to a real list's size.
    package static func patterns(_ key: String, _ value: JSONValue) throws(UsageError) -> [String] {
        let patterns = try strings(key, value)
        let bytes = patterns.reduce(0) { $0 + $1.utf8.count }
        guard bytes <= maximumPatternBytes else {
            throw UsageError(
                "\(key) holds \(bytes) bytes of patterns, more than \(maximumPatternBytes): use ** and * to name folders rather than each file"
            )
        }
        return patterns
    }

    /// The most bytes of patterns `include` or `exclude` holds.
    package static let maximumPatternBytes = 16_384
}
