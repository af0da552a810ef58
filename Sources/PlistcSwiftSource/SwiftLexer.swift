/// Reads Swift source into tokens, exactly for what decides a call site: string literals of
/// every form (interpolated, multi-line, raw with `#` delimiters), nested comments, `#if`
/// directives, regex literals, backticked names. One pass, linear in the source; input that is
/// not valid Swift still gives tokens (an unfinished literal or comment ends the file), and
/// `problems` says where the lexer had to guess.
public struct SwiftLexer {
    /// The tokens, in source order (a string's interpolated tokens right after it).
    public internal(set) var tokens: SwiftTokens
    /// The `// plistc:` comments.
    public internal(set) var directives: [SwiftDirectiveComment] = []
    /// Where the source is not finished Swift (an unclosed string or comment), line and message.
    public internal(set) var problems: [(line: Int, message: String)] = []

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    /// The column of `columnOffset`, counted forward as tokens come (linear on a long line).
    var columnOffset = 0
    var column = 1
    var spaceBefore = false
    var startsLine = true
    var lastCodeLine = 0
    var interpolationDepth = 0

    /// The tokens of `source`.
    public init(_ source: [UInt8]) {
        bytes = source
        tokens = SwiftTokens(source: source)
        guard source.count <= Self.maxBytes else {
            problems.append((1, "the file is 2 GiB or more: more than plistc locates in Swift"))
            return
        }
        // Only a file of over 64 MiB can have more lines than a token's line holds.
        if source.count > TokenRecord.maxLine, source.lazy.filter({ $0 == 0x0A }).count >= TokenRecord.maxLine {
            problems.append((1, "the file has 67,108,864 lines or more: more than plistc locates in Swift"))
            return
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { (index, lineStart, columnOffset) = (3, 3, 3) }
        lex(until: nil)
    }

    /// Lexes up to the end, or up to the `)` that closes an interpolation (`closing` true).
    mutating func lex(until closing: UInt8?) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                newLine(after: index)
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                index += 1
                spaceBefore = true
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                string(hashes: 0)
            case UInt8(ascii: "#"):
                pound()
            case UInt8(ascii: "`"):
                backticked()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            case UInt8(ascii: "("):
                if closing != nil { depth += 1 }
                punctuation()
            case UInt8(ascii: ")"):
                if closing != nil {
                    if depth == 0 { return }
                    depth -= 1
                }
                punctuation()
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","),
                UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"):
                punctuation()
            case UInt8(ascii: "/") where startsRegex():
                regex(hashes: 0)
            default:
                if Self.isOperator(byte) {
                    operatorRun()
                } else if byte == UInt8(ascii: "$") || Self.startsIdentifier(byte) {
                    identifier()
                } else {
                    // A byte no token starts with: skipped as space would be.
                    index += 1
                    spaceBefore = true
                }
            }
        }
    }

    // MARK: Tokens

    /// The record of a token from `start` to the current index, with the flags as they stand.
    func record(_ kind: SwiftToken.Kind, from start: Int, line: Int, column: Int) -> TokenRecord {
        let flags =
            (spaceBefore ? TokenRecord.spaceBefore : 0) | (startsLine ? TokenRecord.startsLine : 0)
            | (interpolationDepth > 0 ? TokenRecord.inInterpolation : 0)
        return TokenRecord(
            start: UInt32(start), end: UInt32(index), line: line, column: UInt32(column), kind: kind, flags: flags)
    }

    /// The most bytes a file may have: a token's offsets and column are kept in 32 bits, and
    /// token indices (at most one a byte) in a signed 32 bits.
    static let maxBytes = Int(Int32.max)

    mutating func emit(_ kind: SwiftToken.Kind, from start: Int) {
        tokens.records.append(record(kind, from: start, line: line, column: column(of: start)))
        spaceBefore = false
        startsLine = false
        lastCodeLine = self.line
    }

    mutating func punctuation() {
        let start = index
        index += 1
        emit(.punctuation, from: start)
    }

    mutating func identifier() {
        let start = index
        index += 1
        while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
        emit(.identifier, from: start)
    }

    mutating func backticked() {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
        // The name is the text between the backticks (`SwiftToken.text`).
        emit(.identifier, from: start)
    }

    mutating func number() {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if Self.continuesIdentifier(byte) {
                // 1e-5, 0x1p+3: a sign after an exponent belongs to the number.
                index += 1
                if byte | 0x20 == UInt8(ascii: "e") || byte | 0x20 == UInt8(ascii: "p"), let sign = next(0),
                    sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
                {
                    index += 1
                }
            } else if byte == UInt8(ascii: "."), let digit = next(1), digit >= 0x30 && digit <= 0x39 {
                index += 1
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    /// `.` alone is punctuation (member access); an operator with a dot starts with one (`...`,
    /// `..<`). `?` and `!` alone are punctuation (optional chaining, forcing), `->` an operator.
    mutating func operatorRun() {
        let start = index
        let first = bytes[index]
        index += 1
        if first == UInt8(ascii: ".") {
            guard next(0) == UInt8(ascii: ".") else {
                emit(.punctuation, from: start)
                return
            }
            while index < bytes.count, Self.isOperator(bytes[index]) { index += 1 }
        } else {
            while index < bytes.count, Self.isOperator(bytes[index]), bytes[index] != UInt8(ascii: "."),
                !(bytes[index] == UInt8(ascii: "/") && (next(1) == UInt8(ascii: "/") || next(1) == UInt8(ascii: "*")))
            {
                index += 1
            }
        }
        let isSingle = index - start == 1 && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!"))
        emit(isSingle ? .punctuation : .operatorSymbol, from: start)
    }

    /// `#if` and the other pound keywords, raw strings (`#"…"#`) and extended regex literals.
    mutating func pound() {
        var hashes = 0
        while let byte = next(hashes), byte == UInt8(ascii: "#") { hashes += 1 }
        if next(hashes) == UInt8(ascii: "\"") {
            string(hashes: hashes)
        } else if next(hashes) == UInt8(ascii: "/") {
            regex(hashes: hashes)
        } else if hashes > 1 {
            // A run of `#` that starts no literal: each is punctuation, the last one read again
            // (it may start a keyword), so that the run is counted once, not once a `#`.
            for _ in 1..<hashes { punctuation() }
        } else if let byte = next(1), Self.startsIdentifier(byte) {
            let start = index
            index += 1
            while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
            emit(.poundKeyword, from: start)
        } else {
            punctuation()
        }
    }

    // MARK: Character classes

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// Letters, `_`, and every byte of a character outside ASCII (Swift's identifiers take most
    /// of Unicode; an operator outside ASCII is rare enough to read as a name).
    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "$")
    }
}
