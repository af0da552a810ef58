/// The names met so far, to tell a new one from a repeat. A style dictionary names a few fonts
/// many times: while there are few, a new name is compared with each (a string comparison
/// costs less than hashing it); past `listed` of them, they go into a set, so that a file with
/// many names stays linear.
struct DistinctNames {
    private static let listed = 8
    private var list: [String] = []
    private var set: Set<String> = []
    private let capacity: Int

    /// Names for a file that holds at most about `capacity` of them: the set, when one is made,
    /// is sized for them all, as a set that grows hashes its names again.
    init(capacity: Int) { self.capacity = capacity }

    /// Adds `name`; whether it is new.
    mutating func insert(_ name: String) -> Bool {
        guard set.isEmpty else { return set.insert(name).inserted }
        if list.contains(name) { return false }
        if list.isEmpty { list.reserveCapacity(Self.listed + 1) }
        list.append(name)
        if list.count > Self.listed {
            set = Set(minimumCapacity: max(capacity, 2 * list.count))
            set.formUnion(list)
            list = []
        }
        return true
    }
}
