/// Where a name stands in the input: what `Range<Int>` says, in a type of the module's own, so
/// that an array of them costs no look-up of `Int`'s `Comparable` conformance among the
/// runtime's records (a `Range<Int>` array's storage type is made at run time, checking it).
struct NameSpan {
    let start: Int
    let end: Int

    init(_ range: Range<Int>) { (start, end) = (range.lowerBound, range.upperBound) }

    var range: Range<Int> { start..<end }
}
