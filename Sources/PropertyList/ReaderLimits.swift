/// The bounds the reader enforces, so that a hostile file ends in an error, not a crash or stall.
public struct ReaderLimits: Sendable, Hashable {
    /// The deepest nesting of elements inside `<plist>`. CoreFoundation reads up to 512 levels.
    public var maxDepth: Int
    /// The largest input, in bytes.
    public var maxBytes: Int
    /// How many problems one file may report before the reader stops looking.
    public var maxDiagnostics: Int

    /// The default depth: 512 levels, as deep as CoreFoundation reads.
    public static let defaultMaxDepth = 512
    /// The default size: 64 MiB, thousands of times any real style dictionary.
    public static let defaultMaxBytes = 64 << 20
    /// The largest depth the reader accepts as a setting: trees are freed recursively, so a
    /// deeper limit would trade a clean error for a stack overflow.
    public static let maxDepthCeiling = 10_000

    /// The largest size the reader accepts as a setting: 4 GiB.
    public static let maxBytesCeiling = 1 << 32

    /// Creates limits; depth and size are capped at `maxDepthCeiling` and `maxBytesCeiling`.
    public init(
        maxDepth: Int = defaultMaxDepth,
        maxBytes: Int = defaultMaxBytes,
        maxDiagnostics: Int = 1000
    ) {
        self.maxDepth = min(max(maxDepth, 1), Self.maxDepthCeiling)
        self.maxBytes = min(max(maxBytes, 0), Self.maxBytesCeiling)
        self.maxDiagnostics = max(maxDiagnostics, 1)
    }
}
