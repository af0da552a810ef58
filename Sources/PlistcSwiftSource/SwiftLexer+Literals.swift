extension SwiftLexer {
    /// A string literal at `index` (its first `#`, or its `"`), with `hashes` `#` around it:
    /// single-line or multi-line (`"""`), its escapes (`\n`, `\u{…}`, `\#(` in a raw one) and
    /// interpolations, whose tokens follow the string's.
    mutating func string(hashes: Int) {
        let start = index
        let (startLine, startColumn) = (line, column(of: start))
        let (wasSpaced, wasLineStart) = (spaceBefore, startsLine)
        let slot = tokens.count
        index += hashes
        let multiline = bytes[index...].starts(with: Self.tripleQuote)
        index += multiline ? 3 : 1
        var value: [UInt8] = []
        var interpolated = false
        var closed = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), closes(multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                closed = true
                break
            }
            if byte == 0x0A {
                guard multiline else { break }
                value.append(byte)
                newLine(after: index)
                continue
            }
            if byte == UInt8(ascii: "\\"), escapes(hashes: hashes) {
                index += 1 + hashes
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "(") {
                    guard interpolationDepth < Self.maxInterpolationDepth else {
                        // Deeper than any real code nests, and each level is a frame of this
                        // reader's stack: the file is not read further.
                        problems.append(
                            (line, "string interpolations are nested more than \(Self.maxInterpolationDepth) deep"))
                        index = bytes.count
                        break
                    }
                    interpolated = true
                    index += 1
                    interpolationDepth += 1
                    spaceBefore = false
                    lex(until: UInt8(ascii: ")"))
                    interpolationDepth -= 1
                    if index < bytes.count { index += 1 }
                } else {
                    escape(into: &value, multiline: multiline)
                }
                continue
            }
            value.append(byte)
            index += 1
        }
        if !closed { problems.append((startLine, "a string literal is never closed")) }
        (spaceBefore, startsLine) = (wasSpaced, wasLineStart)
        tokens.records.insert(record(.string, from: start, line: startLine, column: startColumn), at: slot)
        if !interpolated && !multiline { tokens.values[UInt32(start)] = String(decoding: value, as: UTF8.self) }
        (spaceBefore, startsLine) = (false, false)
        lastCodeLine = line
    }

    static let tripleQuote: [UInt8] = Array("\"\"\"".utf8)

    /// How deep string interpolations may nest (`"\("\(…)")"`); each level is a call of
    /// `lex(until:)` and `string(hashes:)`, so the bound keeps this reader's stack small on any
    /// thread. Real code nests two or three.
    static let maxInterpolationDepth = 64

    /// Whether the `"` at `index` closes the literal: with its quotes and `#`s.
    func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where next(offset) != UInt8(ascii: "\"") { return false }
        for offset in quotes..<(quotes + hashes) where next(offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Whether the `\` at `index` starts an escape: followed by the literal's `#`s.
    func escapes(hashes: Int) -> Bool {
        for offset in 1...max(hashes, 1) where hashes > 0 && next(offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// The escape at `index` (after its `\` and `#`s), its character added to `value`.
    mutating func escape(into value: inout [UInt8], multiline: Bool) {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "0"): value.append(0x00)
        case UInt8(ascii: "u") where next(0) == UInt8(ascii: "{"):
            index += 1
            var scalar: UInt32 = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: "}"), bytes[index] != 0x0A {
                scalar = scalar &* 16 &+ UInt32(Self.hexValue(bytes[index]))
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
            value += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        case 0x0A where multiline:
            // A line continuation: the line break is not in the value.
            newLine(after: index - 1)
        default: value.append(byte)
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 55
        default: 0
        }
    }

    /// Whether a `/` starts a regex literal: where an expression starts (not after a name, a
    /// literal or a closing bracket, where it divides), not followed by space or `=`, and closed
    /// on its line.
    func startsRegex() -> Bool {
        if let last = tokens.last, !(last.kind == .identifier && Self.expressionKeywords.contains(last.text)) {
            switch last.kind {
            case .identifier, .number, .string, .regex: return false
            case .punctuation where [")", "]", "}"].contains(last.text): return false
            case .punctuation where (last.text == "?" || last.text == "!") && !spaceBefore: return false
            default: break
            }
        }
        guard let following = next(1), ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(following) else {
            return false
        }
        var cursor = index + 1
        while cursor < bytes.count, bytes[cursor] != 0x0A {
            if bytes[cursor] == UInt8(ascii: "\\") {
                cursor += 2
                continue
            }
            if bytes[cursor] == UInt8(ascii: "/") { return bytes[cursor - 1] != 0x20 }
            cursor += 1
        }
        return false
    }

    /// Keywords after which an expression starts, so that a `/` begins a regex literal.
    static let expressionKeywords: Set<String> = [
        "return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "else", "switch", "let",
        "var", "is", "as",
    ]

    /// A regex literal at `index` (its first `#`, or its `/`): bare (one line) or extended
    /// (`#/…/#`, which may span lines).
    mutating func regex(hashes: Int) {
        let start = index
        let (startLine, startColumn) = (line, column(of: start))
        let (wasSpaced, wasLineStart) = (spaceBefore, startsLine)
        index += hashes + 1
        var closed = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == 0x0A {
                guard hashes > 0 else { break }
                newLine(after: index)
                continue
            }
            index += 1
            if byte == UInt8(ascii: "/") && (0..<hashes).allSatisfy({ next($0) == UInt8(ascii: "#") }) {
                index += hashes
                closed = true
                break
            }
        }
        index = min(index, bytes.count)
        if !closed { problems.append((startLine, "a regex literal is never closed")) }
        (spaceBefore, startsLine) = (wasSpaced, wasLineStart)
        tokens.records.append(record(.regex, from: start, line: startLine, column: startColumn))
        (spaceBefore, startsLine) = (false, false)
    }
}
