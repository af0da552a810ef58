import PlistcDiagnostics

/// Checks the first bytes of an input's text for problems that are clearer to name before
/// libxml2 sees them: emptiness, another plist format. (`InputDecoding` settles the encoding.)
enum InputSniffer {
    /// The problem with the input as a whole, or `nil` when it may be an XML plist.
    static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic.Message? {
        if bytes.starts(with: Array("bplist".utf8)) {
            // `bplist00` is read (`BinaryPlistReader`); other versions are not.
            return .notXMLPlist(
                looksLike: "a binary property list in a version other than bplist00",
                hint: "convert it to XML with plutil -convert xml1 FILE, or in Python with plistlib")
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count && bytes[start].isXMLWhitespace { start += 1 }
        guard start < bytes.count else { return .emptyFile }
        if let format = textFormat(bytes[start...]) {
            return .notXMLPlist(
                looksLike: format, hint: "plistc reads XML property lists; convert it with plutil -convert xml1 FILE")
        }
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
}
