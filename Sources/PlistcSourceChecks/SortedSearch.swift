extension Array {
    /// The index of the first element whose `key` is at least `bound`, in an array sorted by
    /// `key` (`count` when there is none): a binary search.
    func firstIndex(keyAtLeast bound: Int, key: (Element) -> Int) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if key(self[middle]) < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
