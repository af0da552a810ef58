import PlistcSwiftSource

/// For each token of a file, the index of the innermost `{` it is in (-1 at the top level),
/// kept for the braces only: the block a token is in is the one open after the last brace
/// before it, found by a binary search. Made in one pass with one stack; a few bytes a brace,
/// nothing a token.
struct EnclosingBlocks {
    /// The token index of each `{` and `}`, in order.
    private let braces: [Int32]
    /// The innermost `{` open right after each of `braces`, or -1.
    private let openAfter: [Int32]

    init(_ tokens: SwiftTokens) {
        var (braces, openAfter, stack) = ([Int32](), [Int32](), [Int32]())
        for index in tokens.indices where tokens.kind(at: index) == .punctuation {
            if tokens.is("{", at: index) {
                stack.append(Int32(index))
            } else if tokens.is("}", at: index) {
                if !stack.isEmpty { stack.removeLast() }
            } else {
                continue
            }
            braces.append(Int32(index))
            openAfter.append(stack.last ?? -1)
        }
        self.braces = braces
        self.openAfter = openAfter
    }

    /// The index of the innermost `{` that token `index` is in, or -1 (a `}` is in the block
    /// it closes).
    subscript(index: Int) -> Int {
        // The number of braces before `index`.
        var (low, high) = (0, braces.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(braces[middle]) < index { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? -1 : Int(openAfter[low - 1])
    }
}
