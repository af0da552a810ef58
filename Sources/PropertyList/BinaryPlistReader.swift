/// Reads binary property lists (`bplist00`), which Apple's parsers read like XML ones: a table
/// of objects, an offset table and a 32-byte trailer (CoreFoundation's format). Values are
/// located by byte offset: line 1, column offset + 1.
///
/// Every offset, count and reference is checked against the file before it is followed, an
/// object that contains itself is an error, and objects referred to many times are read once:
/// a hostile file costs time and memory linear in its size.
struct BinaryPlistReader {
    /// The signature of the format Apple's parsers read.
    static let signature = Array("bplist00".utf8)

    private let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    private let limits: ReaderLimits
    private let trailer: Trailer
    /// Objects already read, by index: a value referred to twice is read once.
    private var read: [Int: PlistValue] = [:]
    /// The objects being read, from the top one down: a reference back into them is a cycle.
    private var open: Set<Int> = []

    /// The last 32 bytes: how wide offsets and references are, how many objects there are,
    /// which is the top one, and where the offset table starts.
    private struct Trailer {
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTable: Int
    }

    /// Why a binary property list cannot be read, and at which byte.
    private struct Failure: Error {
        let message: Diagnostic.Message
        let offset: Int
    }

    /// Reads a whole file that starts with `signature`.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits) -> PlistDocument {
        do throws(Failure) {
            var reader = try BinaryPlistReader(bytes, path: path, limits: limits)
            let root = try reader.object(reader.trailer.topObject, depth: 1)
            return PlistDocument(path: path, root: root, diagnostics: [])
        } catch {
            let location = SourceLocation(file: path, line: 1, column: error.offset + 1)
            return PlistDocument(path: path, root: nil, diagnostics: [.syntax(error.message, at: location)])
        }
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits) throws(Failure) {
        (self.bytes, self.path, self.limits) = (bytes, path, limits)
        let start = bytes.count - 32
        guard start >= Self.signature.count else { throw Failure(message: .binaryTruncated, offset: 0) }
        func field(_ at: Int, _ size: Int) -> Int { Self.unsigned(bytes, at: start + at, size: size) }
        trailer = Trailer(
            offsetSize: field(6, 1), referenceSize: field(7, 1), objectCount: field(8, 8), topObject: field(16, 8),
            offsetTable: field(24, 8))
        let sizes = 1...8
        guard sizes.contains(trailer.offsetSize), sizes.contains(trailer.referenceSize),
            trailer.objectCount > 0, trailer.topObject < trailer.objectCount,
            trailer.offsetTable >= Self.signature.count, trailer.offsetTable <= start,
            trailer.objectCount <= (start - trailer.offsetTable) / trailer.offsetSize
        else { throw Failure(message: .binaryBadTrailer, offset: start) }
    }

    /// A big-endian number of `size` bytes (at most 8) at `offset`, which the caller has checked.
    private static func bits(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// The same as an offset or a count: one too large for an `Int` becomes `Int.max`, which no
    /// bounds check lets through.
    private static func unsigned(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, size: Int) -> Int {
        Int(clamping: bits(bytes, at: offset, size: size))
    }

    /// `size` bytes at `offset`, checked to lie before the offset table.
    private func span(_ offset: Int, _ size: Int) throws(Failure) -> Range<Int> {
        guard size >= 0, offset >= 0, size <= trailer.offsetTable - offset else {
            throw Failure(message: .binaryOutOfBounds, offset: min(max(offset, 0), bytes.count))
        }
        return offset..<(offset + size)
    }

    /// Object `index`, read once, its containers `depth` deep.
    private mutating func object(_ index: Int, depth: Int) throws(Failure) -> PlistValue {
        if let known = read[index] { return known }
        let offset = Self.unsigned(
            bytes, at: trailer.offsetTable + index * trailer.offsetSize, size: trailer.offsetSize)
        guard !open.contains(index) else { throw Failure(message: .binaryCycle, offset: offset) }
        guard depth <= limits.maxDepth else { throw Failure(message: .tooDeep(limit: limits.maxDepth), offset: offset) }
        open.insert(index)
        defer { open.remove(index) }
        let marker = bytes[try span(offset, 1).lowerBound]
        let location = SourceLocation(file: path, line: 1, column: offset + 1)
        let value = PlistValue(try content(marker, at: offset, depth: depth), at: location)
        read[index] = value
        return value
    }

    private mutating func content(_ marker: UInt8, at offset: Int, depth: Int) throws(Failure) -> PlistValue.Content {
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where marker == 0x08 || marker == 0x09: return .boolean(marker == 0x09)
        case 0x1: return .integer(try integer(at: offset + 1, size: 1 << low))
        case 0x2 where low == 2 || low == 3:
            let range = try span(offset + 1, 1 << low)
            let bits = Self.bits(bytes, at: range.lowerBound, size: range.count)
            return .real(
                low == 2 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits))
        case 0x3 where marker == 0x33:
            let range = try span(offset + 1, 8)
            let seconds = Double(bitPattern: Self.bits(bytes, at: range.lowerBound, size: 8))
            guard let date = PlistDate(secondsSince2001: seconds) else {
                throw Failure(message: .binaryBadDate, offset: offset)
            }
            return .date(date)
        case 0x4:
            let (start, count) = try sized(low, at: offset)
            return .data(Array(bytes[try span(start, count)]))
        case 0x5, 0x6:
            let (start, count) = try sized(low, at: offset)
            let isUTF16 = marker >> 4 == 0x6
            let range = try span(start, isUTF16 ? count * 2 : count)
            guard range.count <= limits.maxStringBytes else {
                throw Failure(message: .textTooLong("string", limit: limits.maxStringBytes), offset: offset)
            }
            guard let text = Self.string(bytes[range], utf16: isUTF16) else {
                throw Failure(message: .binaryBadString, offset: offset)
            }
            return .string(text)
        case 0xA:
            let (start, count) = try sized(low, at: offset)
            let references = try span(start, count * trailer.referenceSize)
            var items: [PlistValue] = []
            for position in stride(from: references.lowerBound, to: references.upperBound, by: trailer.referenceSize) {
                items.append(try object(try reference(at: position), depth: depth + 1))
            }
            return .array(items)
        case 0xD:
            return .dictionary(try dictionary(low, at: offset, depth: depth))
        default:
            throw Failure(message: .binaryUnsupportedObject(marker), offset: offset)
        }
    }

    /// A dictionary whose marker's low nibble is `low`: its keys, then its values.
    private mutating func dictionary(_ low: Int, at offset: Int, depth: Int) throws(Failure) -> PlistDictionary {
        let (start, count) = try sized(low, at: offset)
        guard count <= limits.maxKeys else {
            throw Failure(message: .tooManyKeys(limit: limits.maxKeys), offset: offset)
        }
        let keys = try span(start, count * trailer.referenceSize)
        _ = try span(keys.upperBound, count * trailer.referenceSize)
        var entries: [PlistDictionary.Entry] = []
        for item in 0..<count {
            let keyPosition = keys.lowerBound + item * trailer.referenceSize
            let key = try object(try reference(at: keyPosition), depth: depth + 1)
            guard let text = key.stringValue else { throw Failure(message: .binaryKeyNotString, offset: offset) }
            let value = try object(try reference(at: keys.upperBound + item * trailer.referenceSize), depth: depth + 1)
            entries.append(PlistDictionary.Entry(key: text, keyLocation: key.location, value: value))
        }
        return PlistDictionary(entries: entries)
    }

    /// The object index a reference at `position` holds, checked against the object count.
    private func reference(at position: Int) throws(Failure) -> Int {
        let index = Self.unsigned(bytes, at: position, size: trailer.referenceSize)
        guard index < trailer.objectCount else { throw Failure(message: .binaryOutOfBounds, offset: position) }
        return index
    }

    /// Where a sized object's content starts, and its count: the low nibble, or, when it is
    /// 0xF, the integer object that follows the marker.
    private func sized(_ low: Int, at offset: Int) throws(Failure) -> (start: Int, count: Int) {
        guard low == 0xF else { return (offset + 1, low) }
        let marker = bytes[try span(offset + 1, 1).lowerBound]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw Failure(message: .binaryBadCount, offset: offset) }
        let size = 1 << Int(marker & 0x0F)
        let range = try span(offset + 2, size)
        let count = Self.unsigned(bytes, at: range.lowerBound, size: size)
        guard count <= bytes.count else { throw Failure(message: .binaryOutOfBounds, offset: offset) }
        return (range.upperBound, count)
    }

    /// An integer of `size` bytes: unsigned up to 4, signed at 8, and at 16 the unsigned
    /// 64-bit values (whose first 8 bytes are zero).
    private func integer(at offset: Int, size: Int) throws(Failure) -> PlistInteger {
        let range = try span(offset, size)
        switch size {
        case 1, 2, 4: return PlistInteger(Int64(Self.unsigned(bytes, at: range.lowerBound, size: size)))
        case 8: return PlistInteger(Int64(bitPattern: Self.bits(bytes, at: range.lowerBound, size: 8)))
        case 16 where bytes[range.lowerBound..<(range.lowerBound + 8)].allSatisfy { $0 == 0 }:
            return PlistInteger(unsigned: Self.bits(bytes, at: range.lowerBound + 8, size: 8))
        default:
            throw Failure(message: .binaryBadInteger, offset: offset - 1)
        }
    }

    /// ASCII (one byte a character) or UTF-16 big-endian text; `nil` when it is not valid.
    private static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, utf16: Bool) -> String? {
        guard utf16 else {
            return bytes.allSatisfy { $0 < 0x80 } ? String(decoding: bytes, as: UTF8.self) : nil
        }
        let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map {
            UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        var text = ""
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) {
            text.unicodeScalars.append(Unicode.Scalar($0) ?? "\u{FFFD}")
        }
        return failed ? nil : text
    }
}
