import PlistcDiagnostics

/// The children of every open container, innermost last, in one growing buffer.
///
/// When a container closes, its children move into one exactly sized array: no array grows
/// step by step, and nothing is retained or released on the way, which matters for files with
/// millions of values. Elements are moved, never copied.
final class ChildStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many children are held.
    private(set) var count = 0

    init() {
        capacity = 64
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Adds a child of the innermost open container.
    func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Removes the children from `start` on and returns them as an array of their own.
    func take(from start: Int) -> [Element] {
        let taken = count - start
        guard taken > 0 else { return [] }
        // Reserved, then moved in one by one: `Array(unsafeUninitializedCapacity:)` allocates
        // through the standard library's unspecialized entry point, which looks the array's
        // storage type up by its metadata at each call (some 600 instructions a container).
        var children: [Element] = []
        children.reserveCapacity(taken)
        for index in start..<count { children.append((storage + index).move()) }
        count = start
        return children
    }

    /// Drops the children from `start` on.
    func discard(from start: Int) {
        guard count > start else { return }
        (storage + start).deinitialize(count: count - start)
        count = start
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
