/// The Levenshtein distance between two sequences of Unicode scalars when it is at most
/// `limit`, or `nil` when it is larger.
///
/// Only the diagonal band of width `2 × limit + 1` is computed, and the computation stops as
/// soon as every cell of a row exceeds `limit`, so the cost is at most
/// `O(min(lhs.count, rhs.count) × limit)` whatever the lengths: a one-megabyte key is rejected by
/// its length alone.
///
/// - Parameters:
///   - scratch: Room for two rows of `rhs.count + 1` cells, reused across calls by a caller
///     that compares one word with many candidates; grown when too small.
func boundedEditDistance(
    _ lhs: ArraySlice<Unicode.Scalar>, _ rhs: ArraySlice<Unicode.Scalar>, limit: Int, scratch: inout [Int]
) -> Int? {
    let (rows, columns) = (lhs.count, rhs.count)
    guard abs(rows - columns) <= limit else { return nil }
    guard rows > 0, columns > 0 else { return max(rows, columns) }
    let width = columns + 1
    if scratch.count < 2 * width { scratch = [Int](repeating: 0, count: 2 * width) }
    let beyond = limit + 1
    return scratch.withUnsafeMutableBufferPointer { cells -> Int? in
        var previous = 0
        var current = width
        for column in 0...columns { cells[previous + column] = min(column, beyond) }
        // Rows by index, not by zipping: a zip's iterator over a slice is destroyed through its
        // type's metadata, which costs more than the row.
        for row in 1...rows {
            let scalar = lhs[lhs.startIndex + row - 1]
            let first = max(1, row - limit)
            let last = min(columns, row + limit)
            cells[current] = min(row, beyond)
            if first > 1 { cells[current + first - 1] = beyond }
            var smallest = cells[current]
            for column in first...last {
                let substitution = cells[previous + column - 1] + (scalar == rhs[rhs.startIndex + column - 1] ? 0 : 1)
                let deletion = cells[previous + column] + 1
                let insertion = cells[current + column - 1] + 1
                let cell = min(substitution, deletion, insertion, beyond)
                cells[current + column] = cell
                smallest = min(smallest, cell)
            }
            if last < columns { cells[current + last + 1] = beyond }
            guard smallest <= limit else { return nil }
            swap(&previous, &current)
        }
        let distance = cells[previous + columns]
        return distance <= limit ? distance : nil
    }
}
