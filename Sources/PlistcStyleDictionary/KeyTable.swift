/// Exact keys and what each stands for, and prefixes that stand for something whatever follows
/// them, with a first look that passes over most other keys without hashing them: a key can be
/// in the table only when one of its keys (or prefixes) starts with the same byte and, but for a
/// prefix, has the same length in bytes. A large
/// file's keys are looked up one by one, and almost none of them is in the table.
///
/// The keys are ASCII with no `K`, `;` or backquote, so no key of another length or first byte
/// is equal to one of them under Unicode's canonical equivalence (the Kelvin sign is `K`): the
/// look is exact. For the same reason a key that may be in the table is found by comparing its
/// bytes with the table's keys of its length (a few), which costs less than hashing it.
///
/// A class, immutable: a table is looked up for every key of every file, and a struct of five
/// buffers would be copied (five reference counts each way) at each look-up.
final class KeyTable<Value: Sendable>: Sendable {
    private let values: [String: Value]
    /// The keys as bytes, with what each stands for, by length in bytes.
    /// The keys as bytes, shortest first, and what each stands for, at the same index; the keys
    /// `n` bytes long are those from `starts[n]` to `starts[n + 1]`.
    private let keyBytes: [[UInt8]]
    private let keyValues: [Value]
    private let starts: [Int]
    private let prefixes: [(prefix: String, value: Value)]
    private let firstBytes: [Bool]
    private let lengths: [Bool]
    private let prefixFirstBytes: [Bool]

    /// A table of `values`, and of the keys that start with one of `prefixes`, which win.
    init(_ values: [String: Value], prefixes: [(prefix: String, value: Value)] = []) {
        assert(
            values.keys.allSatisfy { key in
                key.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != 0x60 }
            }, "a key the first look could pass over: only ASCII without K, ; and ` is exact")
        self.values = values
        self.prefixes = prefixes
        var lengths = [Bool](repeating: false, count: values.keys.reduce(0) { max($0, $1.utf8.count) } + 1)
        var firstBytes = [Bool](repeating: false, count: 256)
        var prefixFirstBytes = [Bool](repeating: false, count: 256)
        for key in values.keys {
            lengths[key.utf8.count] = true
            if let first = key.utf8.first { firstBytes[Int(first)] = true }
        }
        for (prefix, _) in prefixes { if let first = prefix.utf8.first { prefixFirstBytes[Int(first)] = true } }
        (self.lengths, self.firstBytes, self.prefixFirstBytes) = (lengths, firstBytes, prefixFirstBytes)
        let sorted = values.sorted { ($0.key.utf8.count, $0.key) < ($1.key.utf8.count, $1.key) }
        keyBytes = sorted.map { Array($0.key.utf8) }
        keyValues = sorted.map(\.value)
        starts = (0...lengths.count).map { length in sorted.firstIndex { $0.key.utf8.count >= length } ?? sorted.count }
    }

    /// Whether `key` may be one of the keys or start with one of the prefixes; `false` means it
    /// is neither.
    private func mayHold(_ key: String) -> Bool {
        guard let first = key.utf8.first.map(Int.init) else { return values[""] != nil }
        if prefixFirstBytes[first] { return true }
        let length = key.utf8.count
        return firstBytes[first] && length < lengths.count && lengths[length]
    }

    /// What `key` stands for, when it starts with one of the prefixes or is one of the keys.
    subscript(key: String) -> Value? {
        guard mayHold(key) else { return nil }
        if !prefixes.isEmpty, let prefixed = prefixes.first(where: { key.hasPrefix($0.prefix) }) {
            return prefixed.value
        }
        let found = key.utf8.withContiguousStorageIfAvailable { bytes -> Value? in
            guard bytes.count + 1 < starts.count else { return nil }
            for index in starts[bytes.count]..<starts[bytes.count + 1] where keyBytes[index].hasSameBytes(as: bytes) {
                return keyValues[index]
            }
            return nil
        }
        guard let found else { return values[key] }
        return found
    }
}
