import PlistcDiagnostics

/// XML turns CRLF and lone CR into LF everywhere, CDATA included, as CoreFoundation and expat
/// do; libxml2's push parser hands CDATA over raw and in pieces, so its line ends are
/// normalized here, a CRLF split between two pieces too.
struct CDATALineEnds {
    /// Where the last piece ended, when its last byte was a carriage return.
    private var carriageReturnEndingAt: Int?

    /// The piece starting at `offset` with its line ends normalized, or `nil` when it needs no
    /// change.
    mutating func normalize(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int) -> [UInt8]? {
        let continuesCRLF = carriageReturnEndingAt == offset
        guard continuesCRLF || chunk.contains(0x0D) else { return nil }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(chunk.count)
        var previousWasCarriageReturn = continuesCRLF
        for byte in chunk {
            defer { previousWasCarriageReturn = byte == 0x0D }
            if byte == 0x0A && previousWasCarriageReturn { continue }
            normalized.append(byte == 0x0D ? 0x0A : byte)
        }
        carriageReturnEndingAt = previousWasCarriageReturn ? offset + chunk.count : nil
        return normalized
    }
}
