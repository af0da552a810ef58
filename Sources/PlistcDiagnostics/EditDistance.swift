/// The edit distance between two sequences of Unicode scalars when it is at most `limit`, or
/// `nil` when it is larger: insertions, deletions, substitutions and transpositions of two
/// neighbours each count one (the optimal string alignment distance), so `titel` is one edit
/// from `title`, as a reader counts it, not two.
///
/// Only the diagonal band of width `2 × limit + 1` is computed, and the computation stops as
/// soon as every cell of a row exceeds `limit` (no later row can come back under it), so the
/// cost is at most `O(min(lhs.count, rhs.count) × limit)` whatever the lengths: a one-megabyte
/// key is rejected by its length alone.
///
/// - Parameters:
///   - scratch: Room for three rows of `rhs.count + 1` cells, reused across calls by a caller
///     that compares one word with many candidates; grown when too small.
func boundedEditDistance(
    _ lhs: ArraySlice<Unicode.Scalar>, _ rhs: ArraySlice<Unicode.Scalar>, limit: Int, scratch: inout [Int]
) -> Int? {
    guard abs(lhs.count - rhs.count) <= limit else { return nil }
    if scratch.count < 3 * (rhs.count + 1) { scratch = [Int](repeating: 0, count: 3 * (rhs.count + 1)) }
    return lhs.withUnsafeBufferPointer { lhs in
        rhs.withUnsafeBufferPointer { rhs in
            scratch.withUnsafeMutableBufferPointer { boundedEditDistance(lhs, rhs, limit: limit, cells: $0) }
        }
    }
}

/// The same, for any elements (ASCII bytes for an ASCII word), in `cells`: room for at least
/// three rows of `rhs.count + 1`.
func boundedEditDistance<Element: Equatable>(
    _ lhs: UnsafeBufferPointer<Element>, _ rhs: UnsafeBufferPointer<Element>, limit: Int,
    cells: UnsafeMutableBufferPointer<Int>
) -> Int? {
    let (rows, columns) = (lhs.count, rhs.count)
    guard abs(rows - columns) <= limit else { return nil }
    guard rows > 0, columns > 0 else { return max(rows, columns) }
    let width = columns + 1
    precondition(cells.count >= 3 * width, "room for three rows")
    let beyond = limit + 1
    // The rows before the previous, the previous and the current, by offset.
    var (older, previous, current) = (2 * width, 0, width)
    for column in 0...columns { cells[previous + column] = min(column, beyond) }
    for row in 1...rows {
        let scalar = lhs[row - 1]
        let first = max(1, row - limit)
        let last = min(columns, row + limit)
        cells[current] = min(row, beyond)
        if first > 1 { cells[current + first - 1] = beyond }
        var smallest = cells[current]
        for column in first...last {
            let other = rhs[column - 1]
            let substitution = cells[previous + column - 1] + (scalar == other ? 0 : 1)
            let deletion = cells[previous + column] + 1
            let insertion = cells[current + column - 1] + 1
            var cell = min(substitution, deletion, insertion, beyond)
            // Two neighbours swapped (`el` for `le`): one edit from the row before the
            // previous, whose band holds column - 2.
            if row > 1 && column > 1 && scalar == rhs[column - 2] && lhs[row - 2] == other && scalar != other {
                cell = min(cell, cells[older + column - 2] + 1)
            }
            cells[current + column] = cell
            smallest = min(smallest, cell)
        }
        if last < columns { cells[current + last + 1] = beyond }
        guard smallest <= limit else { return nil }
        (older, previous, current) = (previous, current, older)
    }
    let distance = cells[previous + columns]
    return distance <= limit ? distance : nil
}
