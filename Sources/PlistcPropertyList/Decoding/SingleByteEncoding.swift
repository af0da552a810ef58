import PlistcDiagnostics

/// The encodings without a byte-order mark that CoreFoundation reads when a file declares them
/// (`<?xml version="1.0" encoding="ISO-8859-1"?>`); swift-foundation reads only UTF-8.
enum SingleByteEncoding: Sendable {
    /// UTF-8 under another name (`utf8`), or its subset ASCII.
    case utf8
    case latin1, windows1252, macRoman

    /// The encoding a declaration names (IANA names and their common aliases, in any case).
    static func named(_ name: String) -> SingleByteEncoding? {
        switch name.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii": .utf8
        case "iso-8859-1", "iso_8859-1", "iso8859-1", "iso_8859-1:1987", "latin1", "l1", "iso-ir-100", "ibm819",
            "cp819", "csisolatin1":
            .latin1
        case "windows-1252", "cp1252", "x-cp1252": .windows1252
        case "macintosh", "mac", "macroman", "x-mac-roman", "csmacintosh": .macRoman
        default: nil
        }
    }

    /// A byte that is no character in the encoding.
    struct UndefinedByte: Error {
        let byte: UInt8
    }

    /// The text in UTF-8.
    ///
    /// - Throws: `UndefinedByte` at the first byte that is no character in this encoding.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(UndefinedByte) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            guard byte >= 0x80 else {
                output.append(byte)
                continue
            }
            guard let scalar = scalar(for: byte) else { throw UndefinedByte(byte: byte) }
            output.append(contentsOf: scalar.utf8)
        }
        return output
    }

    private func scalar(for byte: UInt8) -> Unicode.Scalar? {
        switch self {
        case .utf8: nil
        case .latin1: Unicode.Scalar(byte)
        case .windows1252:
            byte >= 0xA0
                ? Unicode.Scalar(byte)
                : Unicode.Scalar(Self.windows1252High[Int(byte) - 0x80]).flatMap {
                    $0.value == 0 ? nil : $0
                }
        case .macRoman: Unicode.Scalar(Self.macRomanHigh[Int(byte) - 0x80])
        }
    }

    /// Windows-1252's 0x80–0x9F (0: no character).
    private static let windows1252High: [UInt16] = [
        0x20AC, 0x0000, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
        0x0152, 0x0000, 0x017D, 0x0000, 0x0000, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x0000, 0x017E, 0x0178,
    ]

    /// MacRoman's 0x80–0xFF.
    private static let macRomanHigh: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1, 0x00E0, 0x00E2, 0x00E4, 0x00E3,
        0x00E5, 0x00E7, 0x00E9, 0x00E8, 0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3,
        0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC, 0x2020, 0x00B0, 0x00A2, 0x00A3,
        0x00A7, 0x2022, 0x00B6, 0x00DF, 0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8,
        0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211, 0x220F, 0x03C0, 0x222B, 0x00AA,
        0x00BA, 0x03A9, 0x00E6, 0x00F8, 0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB,
        0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153, 0x2013, 0x2014, 0x201C, 0x201D,
        0x2018, 0x2019, 0x00F7, 0x25CA, 0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1, 0x00CB, 0x00C8, 0x00CD, 0x00CE,
        0x00CF, 0x00CC, 0x00D3, 0x00D4, 0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC,
        0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
    ]
}
