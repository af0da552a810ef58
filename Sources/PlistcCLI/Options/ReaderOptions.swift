import PlistcDiagnostics
import PlistcKit
import PlistcPropertyList

/// The options that set the reader's limits, shared by every command that reads plists.
enum ReaderOptions {
    static let maxDepth = ValueOption(
        "max-depth", value: "N",
        help:
            "deepest nesting accepted (default \(ReaderLimits.defaultMaxDepth), at most \(ReaderLimits.maxDepthCeiling))"
    )
    static let maxBytes = ValueOption(
        "max-bytes", value: "N",
        help:
            "largest file accepted, in bytes (default \(ReaderLimits.defaultMaxBytes), at most \(ReaderLimits.maxBytesCeiling))"
    )
    static let maxStringBytes = ValueOption(
        "max-string-bytes", value: "N",
        help: "most text in one element, in bytes (default \(ReaderLimits.defaultMaxStringBytes))")
    static let maxKeys = ValueOption(
        "max-keys", value: "N", help: "most keys in one dict (default \(ReaderLimits.defaultMaxKeys))")

    static let all: [any CommandOption] = [maxDepth, maxBytes, maxStringBytes, maxKeys]

    static func limits(from arguments: ParsedArguments) throws(UsageError) -> ReaderLimits {
        let depth = try arguments.integer(maxDepth) ?? ReaderLimits.defaultMaxDepth
        guard depth <= ReaderLimits.maxDepthCeiling else {
            throw UsageError("--max-depth can be at most \(ReaderLimits.maxDepthCeiling)")
        }
        let bytes = try arguments.integer(maxBytes) ?? ReaderLimits.defaultMaxBytes
        let stringBytes = try arguments.integer(maxStringBytes) ?? ReaderLimits.defaultMaxStringBytes
        let keys = try arguments.integer(maxKeys) ?? ReaderLimits.defaultMaxKeys
        for (option, value) in [(maxBytes, bytes), (maxStringBytes, stringBytes), (maxKeys, keys)]
        where value > ReaderLimits.maxBytesCeiling {
            throw UsageError("--\(option.spec.long) can be at most \(ReaderLimits.maxBytesCeiling)")
        }
        return ReaderLimits(maxDepth: depth, maxBytes: bytes, maxStringBytes: stringBytes, maxKeys: keys)
    }
}
