extension PlistDictionary {
    /// An entry whose key appeared before it, with the key's first entry and the one just
    /// before it.
    public typealias Repeat = (entry: Entry, first: Entry, previous: Entry)

    /// What a reader makes of the entries, found in one pass: the entries it keeps, and the
    /// ones whose key repeats.
    public struct Reading: Sendable {
        /// One entry per distinct key, at the position where the key first appears, holding the
        /// value of its last appearance.
        public var effective: [Entry] = []
        /// Every entry whose key appeared before it, in document order.
        public var repeated: [Repeat] = []
    }

    /// The effective and the repeated entries, in one pass: a scan for a small dictionary,
    /// the usual case, and one hash of each key for a larger one, so that any size costs time
    /// in proportion to its entries.
    public var reading: Reading {
        // Most dictionaries repeat no key: they are read as they are, without a copy.
        if entries.count <= 16 && !hasRepeatedKey { return Reading(effective: entries) }
        var reading = Reading()
        reading.effective.reserveCapacity(entries.count)
        if entries.count <= 16 {
            for (position, entry) in entries.enumerated() {
                if let kept = reading.effective.firstIndex(where: { Self.sameKey($0.key, entry.key) }),
                    let first = entries.firstIndex(where: { Self.sameKey($0.key, entry.key) }),
                    let previous = entries[..<position].lastIndex(where: { Self.sameKey($0.key, entry.key) })
                {
                    reading.effective[kept] = entry
                    reading.repeated.append((entry, entries[first], entries[previous]))
                } else {
                    reading.effective.append(entry)
                }
            }
            return reading
        }
        // Where each key is kept, and its first and latest positions.
        var seen: [ExactKey: (kept: Int, first: Int, last: Int)] = [:]
        seen.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            let key = ExactKey(entry.key)
            let new = (kept: reading.effective.count, first: position, last: position)
            // One hash for a new key, the usual case: the insertion tells whether it was there.
            guard let old = seen.updateValue(new, forKey: key) else {
                reading.effective.append(entry)
                continue
            }
            seen[key] = (old.kept, old.first, position)
            reading.effective[old.kept] = entry
            reading.repeated.append((entry, entries[old.first], entries[old.last]))
        }
        return reading
    }

    /// Whether two of the (at most 16) entries share a key, found by comparing each key with
    /// those before it, which costs no allocation. Keys of different lengths differ, so the
    /// lengths, taken once, are compared first and the bytes only where they match. The keys
    /// are read in place: an entry copied out costs a reference count for its key and its value.
    var hasRepeatedKey: Bool {
        guard entries.count > 1 else { return false }
        return entries.withUnsafeBufferPointer { entries in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: entries.count) { lengths in
                for position in entries.indices {
                    let length = entries[position].key.utf8.count
                    for earlier in 0..<position where lengths[earlier] == length {
                        if Self.sameKey(entries[earlier].key, entries[position].key) { return true }
                    }
                    lengths[position] = length
                }
                return false
            }
        }
    }
}
