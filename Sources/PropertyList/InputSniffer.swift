/// Checks the first bytes of an input for problems that are clearer to name before libxml2
/// sees them: emptiness, another plist format, an encoding other than UTF-8.
enum InputSniffer {
    /// The problem with the input as a whole, or `nil` when it may be an XML plist.
    static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic.Message? {
        if bytes.starts(with: Array("bplist".utf8)) {
            return .notXMLPlist(
                looksLike: "a binary property list (bplist)",
                hint: "convert it to XML with plutil -convert xml1 FILE, or in Python with plistlib")
        }
        if let encoding = byteOrderMarkEncoding(bytes) { return .unsupportedEncoding(encoding) }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count && bytes[start].isXMLWhitespace { start += 1 }
        guard start < bytes.count else { return .emptyFile }
        if let format = textFormat(bytes[start...]) {
            return .notXMLPlist(
                looksLike: format, hint: "plistc reads XML property lists; convert it with plutil -convert xml1 FILE")
        }
        if let encoding = declaredEncoding(bytes[start...]) { return .unsupportedEncoding(encoding) }
        return nil
    }

    /// The encoding that a byte order mark, or the way `<` is written, gives away: every
    /// signature libxml2 itself detects in the first four bytes (so that it never switches to
    /// one of them behind plistc's back).
    private static func byteOrderMarkEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return "UTF-32"
        }
        if bytes.starts(with: [0x00, 0x00, 0x00, 0x3C]) { return "UTF-32BE" }
        if bytes.starts(with: [0x3C, 0x00, 0x00, 0x00]) { return "UTF-32LE" }
        if bytes.starts(with: [0x00, 0x00, 0x3C, 0x00]) || bytes.starts(with: [0x00, 0x3C, 0x00, 0x00]) {
            return "UCS-4 (in an unusual byte order)"
        }
        if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return "EBCDIC" }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x3C]) { return "UTF-16BE" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x3C, 0x00]) { return "UTF-16LE" }
        return nil
    }

    /// JSON or OpenStep text, judged by the first character and what follows.
    private static func textFormat(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        switch bytes.first {
        case UInt8(ascii: "["): return "JSON"
        case UInt8(ascii: "("): return "an OpenStep (old-style ASCII) property list"
        case UInt8(ascii: "\""): return "JSON or an OpenStep (old-style ASCII) property list"
        case UInt8(ascii: "{"):
            let head = bytes.prefix(4096)
            let colon = head.firstIndex(of: UInt8(ascii: ":"))
            let equals = head.firstIndex(of: UInt8(ascii: "="))
            if let colon, equals.map({ colon < $0 }) ?? true { return "JSON" }
            return "an OpenStep (old-style ASCII) property list"
        default: return nil
        }
    }

    /// The encoding named in an XML declaration, when it is not UTF-8 (or its subset ASCII).
    ///
    /// XML allows any white space around the `=`, and the declaration may be long: the first
    /// 64 KiB are searched. (Past that, libxml2 is told to ignore declared encodings anyway.)
    private static func declaredEncoding(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let head = bytes.prefix(64 << 10)
        guard let end = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = head[..<end]
        let word = Array("encoding".utf8)
        guard let start = declaration.indices.first(where: { declaration[$0...].starts(with: word) }) else {
            return nil
        }
        let afterName = declaration[(start + word.count)...].drop { $0.isXMLWhitespace }
        guard afterName.first == UInt8(ascii: "=") else { return nil }
        let rest = afterName.dropFirst().drop { $0.isXMLWhitespace }
        guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let name = String(decoding: rest.dropFirst().prefix { $0 != quote }, as: UTF8.self)
        let accepted = ["utf-8", "utf8", "us-ascii", "ascii"]
        return accepted.contains(name.lowercased()) ? nil : name
    }
}
