import PlistcDiagnostics

/// The text of the element being read.
///
/// Text usually arrives as verbatim pieces of the input (no references, no carriage returns,
/// nothing libxml2 had to rewrite), so it is kept as a range of the input and read from there;
/// only text that is not a contiguous copy of the input is copied into a buffer.
struct TextAccumulator {
    private let input: UnsafeBufferPointer<UInt8>
    private var verbatim: Range<Int>?
    private var copied: [UInt8] = []
    private var isCopied = false

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
    }

    /// Forgets the text, for the next element.
    mutating func removeAll() {
        verbatim = nil
        if isCopied {
            isCopied = false
            copied.removeAll(keepingCapacity: true)
        }
    }

    /// Appends a piece of text. `inputOffset` is where the piece stands in the input when it
    /// is a verbatim copy of it, and `nil` when it is not.
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>, verbatimAt inputOffset: Int?) {
        if !isCopied, let inputOffset {
            guard let range = verbatim else {
                verbatim = inputOffset..<inputOffset + piece.count
                return
            }
            if range.upperBound == inputOffset {
                verbatim = range.lowerBound..<inputOffset + piece.count
                return
            }
        }
        if !isCopied {
            isCopied = true
            if let range = verbatim { copied.append(contentsOf: input[range]) }
        }
        copied.append(contentsOf: piece)
    }

    /// Whether the text is one unchanged piece of the input (or none): then it holds no
    /// reference, which libxml2 would have rewritten.
    var isVerbatim: Bool { !isCopied }

    /// Where the text stands in the input when it is one unchanged piece of it (an empty range
    /// for no text), and `nil` when it was copied.
    var verbatimRange: Range<Int>? { isCopied ? nil : verbatim ?? 0..<0 }

    /// How many bytes of text there are so far.
    var byteCount: Int { isCopied ? copied.count : verbatim?.count ?? 0 }

    /// Runs `body` on the text's bytes.
    func withBytes<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if isCopied { return try copied.withUnsafeBufferPointer(body) }
        return try body(UnsafeBufferPointer(rebasing: input[verbatim ?? 0..<0]))
    }

    /// The text as a string.
    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }
}
