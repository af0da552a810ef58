import PlistcSwiftSource

/// The calls of a file that a rule looks for inside other expressions, by where their callee
/// is: whether a token range holds one is a binary search, so a rule that asks it of every
/// call stays linear in the file's size, give or take a logarithm.
struct CallMarks {
    /// The calls, in token order.
    private let calls: [SwiftCall]

    /// The calls of `file` that `isMarked` picks.
    init(_ file: SourceFile, where isMarked: (SwiftCall) -> Bool) {
        calls = file.calls.filter(isMarked).sorted { $0.calleeToken < $1.calleeToken }
    }

    /// The first marked call whose callee is in `range`.
    func first(in range: Range<Int>) -> SwiftCall? {
        let low = calls.firstIndex(keyAtLeast: range.lowerBound) { $0.calleeToken }
        return low < calls.count && calls[low].calleeToken < range.upperBound ? calls[low] : nil
    }

    /// Whether a marked call's callee is in `range`.
    func any(in range: Range<Int>) -> Bool { first(in: range) != nil }
}
