import PlistcDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The contents of a `<dict>`: every key–value pair in document order, duplicates included.
///
/// Keys compare by their exact Unicode scalars, as CoreFoundation compares them: `é` written
/// precomposed and `é` written as `e` plus a combining accent are different keys.
public struct PlistDictionary: Sendable, Hashable {
    /// One `<key>` and the value after it.
    public struct Entry: Sendable, Hashable {
        /// The key's text.
        public var key: String
        /// Where the `<key>` start tag stands.
        public var keyLocation: SourceLocation
        /// The value that follows the key.
        public var value: PlistValue

        /// Creates an entry.
        public init(key: String, keyLocation: SourceLocation, value: PlistValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// Every entry, in document order, duplicates included.
    public var entries: [Entry]

    /// Creates a dictionary from entries in document order.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The value for `key`; when the key appears more than once, the last one, as
    /// CoreFoundation and `plistlib` read it.
    public subscript(key: String) -> PlistValue? {
        lastEntry(forKey: key)?.value
    }

    /// The last entry whose key is exactly `key`.
    public func lastEntry(forKey key: String) -> Entry? {
        entries.last { Self.sameKey($0.key, key) }
    }

    /// The entries as a reader sees them: one per distinct key, at the position where the key
    /// first appears, holding the value of its last appearance.
    public var effectiveEntries: [Entry] { reading.effective }

    /// Every entry whose key appeared before it, in document order, each with the key's first
    /// entry and the one just before it: the values a reader overrides.
    public var repeatedEntries: [Repeat] { entries.count <= 16 && !hasRepeatedKey ? [] : reading.repeated }

    /// Whether two keys are the same key: equal scalar by scalar, with no Unicode
    /// normalization.
    public static func sameKey(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let contiguous = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                return memcmp(a, b, left.count) == 0
            }
        }
        return (contiguous ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }
}

/// A string that hashes and compares by its UTF-8 bytes, not by Unicode canonical equivalence.
struct ExactKey: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        PlistDictionary.sameKey(lhs.text, rhs.text)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
}
