extension StringsFileReader {
    /// A key given twice keeps its last value, where it was first given, as Foundation's table
    /// does: found by sorting the positions by key (a few bytes a string, not a dictionary of
    /// keys), and the strings kept moved down in place.
    static func keepLastOfEachKey(_ strings: inout [LocalizedString]) {
        var order = Array(strings.indices)
        order.sort { strings[$0].key < strings[$1].key || (strings[$0].key == strings[$1].key && $0 < $1) }
        // For each string, the one whose value it takes, or -1 when an earlier one stands for it.
        var source = Array(strings.indices)
        var groupStart = 0
        for position in order.indices
        where position + 1 == order.count || strings[order[position + 1]].key != strings[order[position]].key {
            if position > groupStart {
                source[order[groupStart]] = order[position]
                for later in order[(groupStart + 1)...position] { source[later] = -1 }
            }
            groupStart = position + 1
        }
        // Each string kept is written at or before its place, from its place or one after it.
        var written = 0
        for from in source where from >= 0 {
            strings[written] = strings[from]
            written += 1
        }
        strings.removeLast(strings.count - written)
    }
}
