import PlistcDiagnostics

/// The bounds the reader enforces, so that a hostile file ends in an error, not a crash or stall.
public struct ReaderLimits: Sendable, Hashable {
    /// The deepest nesting of elements inside `<plist>`. CoreFoundation reads up to 512 levels,
    /// not counting a self-closing `<array/>` or `<dict/>` (an empty one in a binary file).
    public var maxDepth: Int
    /// The largest input, in bytes.
    public var maxBytes: Int
    /// The most text one element may hold (a `<string>`, `<key>`, `<data>`…), in UTF-8 bytes.
    public var maxStringBytes: Int
    /// The most keys one `<dict>` may hold.
    public var maxKeys: Int
    /// How many problems one file may report before the reader stops looking.
    public var maxDiagnostics: Int

    /// The default depth: 512 levels, as deep as CoreFoundation reads (see `maxDepth`).
    public static let defaultMaxDepth = 512
    /// The default size: 64 MiB, thousands of times any real style dictionary.
    public static let defaultMaxBytes = 64 << 20
    /// The default text length: 1 MiB, a thousand times any font name. A plist with a large
    /// `<data>` blob needs more.
    public static let defaultMaxStringBytes = 1 << 20
    /// The default number of keys in one dictionary: 100,000, ten thousand times a style
    /// dictionary's.
    public static let defaultMaxKeys = 100_000

    /// The largest depth the reader accepts as a setting: trees are freed recursively, so a
    /// deeper limit would trade a clean error for a stack overflow.
    public static let maxDepthCeiling = 10_000

    /// The largest size the reader accepts as a setting: 4 GiB.
    public static let maxBytesCeiling = 1 << 32

    /// Creates limits; depth is capped at `maxDepthCeiling`, sizes and counts at
    /// `maxBytesCeiling`.
    public init(
        maxDepth: Int = defaultMaxDepth,
        maxBytes: Int = defaultMaxBytes,
        maxStringBytes: Int = defaultMaxStringBytes,
        maxKeys: Int = defaultMaxKeys,
        maxDiagnostics: Int = 1000
    ) {
        self.maxDepth = min(max(maxDepth, 1), Self.maxDepthCeiling)
        self.maxBytes = min(max(maxBytes, 0), Self.maxBytesCeiling)
        self.maxStringBytes = min(max(maxStringBytes, 0), Self.maxBytesCeiling)
        self.maxKeys = min(max(maxKeys, 0), Self.maxBytesCeiling)
        self.maxDiagnostics = max(maxDiagnostics, 1)
    }
}
