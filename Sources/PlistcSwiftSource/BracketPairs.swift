/// For each `(`, `[` and `{` of a file, the index of the bracket that closes it, matched with
/// one stack over the file (a bracket left open at the end closes nothing, a stray closer ends
/// nothing it does not match). Kept for the openers only, in token order, 8 bytes each, and
/// looked up by a binary search.
struct BracketPairs {
    /// The token index of each opener, in order.
    private var openers: [Int32] = []
    /// The token index of the bracket that closes each of `openers`, or -1.
    private var closers: [Int32] = []

    init(_ tokens: SwiftTokens) {
        // The openers still open: their places in `openers`.
        var stack: [Int] = []
        for index in tokens.indices where tokens.kind(at: index) == .punctuation {
            let byte = tokens.firstByte(at: index)
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(openers.count)
                openers.append(Int32(index))
                closers.append(-1)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let top = stack.last, tokens.firstByte(at: Int(openers[top])) == Self.opener(of: byte) {
                    closers[top] = Int32(index)
                    stack.removeLast()
                }
            default: break
            }
        }
    }

    /// The bracket a closing one closes: `(` for `)`, `[` for `]`, `{` for `}`.
    static func opener(of closer: UInt8) -> UInt8 {
        closer == UInt8(ascii: ")")
            ? UInt8(ascii: "(") : closer == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
    }

    /// The index of the bracket that closes the opener at `open`, or `nil`.
    subscript(open: Int) -> Int? {
        var (low, high) = (0, openers.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(openers[middle]) < open { low = middle + 1 } else { high = middle }
        }
        guard low < openers.count, Int(openers[low]) == open, closers[low] >= 0 else { return nil }
        return Int(closers[low])
    }
}
