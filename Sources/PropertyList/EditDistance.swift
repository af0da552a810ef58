/// The Levenshtein distance between two strings, counted in Unicode scalars.
public func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let source = Array(lhs.unicodeScalars)
    let target = Array(rhs.unicodeScalars)
    guard !source.isEmpty else { return target.count }
    guard !target.isEmpty else { return source.count }
    var previous = Array(0...target.count)
    var current = previous
    for (row, sourceScalar) in source.enumerated() {
        current[0] = row + 1
        for (column, targetScalar) in target.enumerated() {
            let substitution = previous[column] + (sourceScalar == targetScalar ? 0 : 1)
            current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
        }
        swap(&previous, &current)
    }
    return previous[target.count]
}
