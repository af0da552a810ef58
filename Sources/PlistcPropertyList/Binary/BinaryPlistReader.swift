import PlistcDiagnostics

/// Reads binary property lists (`bplist00`), which Apple's parsers read like XML ones: a table
/// of objects, an offset table and a 32-byte trailer (CoreFoundation's format). Values are
/// located by byte offset: line 1, column offset + 1.
///
/// Every offset, count and reference is checked against the file before it is followed, an
/// object that contains itself is an error, and objects referred to many times are read once:
/// a hostile file costs time and memory linear in its size. Only shared objects are remembered
/// (`SharedObjects` counts the references first), and, as for XML, only `keptLevels` levels
/// of the tree are kept: deeper objects are checked as thoroughly, not kept.
struct BinaryPlistReader {
    /// The signature of the format Apple's parsers read.
    static let signature = Array("bplist00".utf8)

    let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    let limits: ReaderLimits
    let trailer: Trailer
    /// How many levels of the tree are kept (`PlistReader.keptLevels`).
    private let keptLevels: Int
    /// The objects referred to more than once.
    private var shared = SharedObjects.none
    /// Shared objects already read, by index: a value referred to twice is read once, unless
    /// levels of it were left out and it is then needed nearer the top, where more of it is
    /// kept (so at most `keptLevels` times more).
    private var read: [Int: Finished] = [:]
    /// The objects being read, from the top one down: a reference back into them is a cycle.
    private var open: Set<Int> = []
    /// Where counting written values stops: no tree that size can be written out anyway.
    static let writtenCeiling = Int.max / 4

    /// The last 32 bytes: how wide offsets and references are, how many objects there are,
    /// which is the top one, and where the offset table starts.
    struct Trailer {
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTable: Int
    }

    /// Why a binary property list cannot be read, and at which byte.
    struct Failure: Error {
        let message: Diagnostic.Message
        let offset: Int
    }

    /// Reads a whole file that starts with `signature`.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits, keptLevels: Int?
    ) -> PlistDocument {
        do throws(Failure) {
            var reader = try BinaryPlistReader(bytes, path: path, limits: limits, keptLevels: keptLevels ?? Int.max)
            let root = try reader.object(reader.trailer.topObject)
            var document = PlistDocument(path: path, root: root.value, diagnostics: [])
            document.isBinary = true
            document.writtenValueCount = root.written
            return document
        } catch {
            let location = SourceLocation(file: path, line: 1, column: error.offset + 1)
            var document = PlistDocument(
                path: path, root: nil, diagnostics: [Diagnostic.syntax(error.message, at: location).inBinaryFile()])
            document.isBinary = true
            return document
        }
    }

    private init(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits, keptLevels: Int
    ) throws(Failure) {
        (self.bytes, self.path, self.limits, self.keptLevels) = (bytes, path, limits, keptLevels)
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
        shared = SharedObjects(counting: self)
    }

    /// A big-endian number of `size` bytes (at most 8) at `offset`, which the caller has checked.
    static func bits(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// The same as an offset or a count: one too large for an `Int` becomes `Int.max`, which no
    /// bounds check lets through.
    static func unsigned(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, size: Int) -> Int {
        Int(clamping: bits(bytes, at: offset, size: size))
    }

    /// `size` bytes at `offset`, checked to lie before the offset table.
    func span(_ offset: Int, _ size: Int) throws(Failure) -> Range<Int> {
        guard size >= 0, offset >= 0, size <= trailer.offsetTable - offset else {
            throw Failure(message: .binaryOutOfBounds, offset: min(max(offset, 0), bytes.count))
        }
        return offset..<(offset + size)
    }

    /// An object read: its value, how many values it comes to written out (a shared one
    /// counted each time it is referred to, at most `writtenCeiling`), the level it was read at,
    /// and whether levels of it were left out.
    private struct Finished {
        let value: PlistValue
        let written: Int
        let level: Int
        let isCut: Bool
    }

    /// An array or a dictionary being read: its references (a dictionary's keys, then its
    /// values) and the values read so far.
    private struct OpenContainer {
        let index: Int
        let offset: Int
        let level: Int
        let isDictionary: Bool
        let references: [Int]
        /// The values read so far, when this container is kept (its level is at most
        /// `keptLevels`); a container below the last level kept counts its values only.
        var values: [PlistValue] = []
        var valuesRead = 0
        /// For a dictionary, whether each key read so far is a string.
        var keysAreStrings = true
        /// How many values those read come to written out.
        var written = 1
        /// Whether levels of a value read were left out.
        var isCut = false
    }

    /// Object `index` and everything in it, read depth-first with a stack of its own (never by
    /// recursion, so nesting is bounded only by `ReaderLimits.maxDepth`), each object once.
    private mutating func object(_ index: Int) throws(Failure) -> Finished {
        var stack: [OpenContainer] = []
        var next = try start(index, level: 1, stack: &stack)
        while true {
            if let finished = next {
                guard !stack.isEmpty else { return finished }
                let top = stack.count - 1
                if stack[top].level < keptLevels {
                    stack[top].values.append(finished.value)
                    stack[top].isCut = stack[top].isCut || finished.isCut
                } else {
                    stack[top].isCut = true
                }
                if stack[top].isDictionary, stack[top].valuesRead < stack[top].references.count / 2,
                    finished.value.stringValue == nil
                {
                    stack[top].keysAreStrings = false
                }
                stack[top].valuesRead += 1
                stack[top].written = min(stack[top].written + finished.written, Self.writtenCeiling)
            }
            guard let top = stack.last else { throw Failure(message: .binaryOutOfBounds, offset: 0) }
            if top.valuesRead < top.references.count {
                next = try start(top.references[top.valuesRead], level: stack.count + 1, stack: &stack)
                continue
            }
            stack.removeLast()
            open.remove(top.index)
            guard !top.isDictionary || top.keysAreStrings else {
                throw Failure(message: .binaryKeyNotString, offset: top.offset)
            }
            let finished = Finished(
                value: PlistValue(content(of: top), at: location(top.offset)), written: top.written, level: top.level,
                isCut: top.isCut)
            if shared.isShared(top.index) { read[top.index] = finished }
            next = finished
        }
    }

    /// Starts reading object `index`: its value when it is known or holds no other objects;
    /// otherwise `nil`, with the container pushed on `stack`.
    private mutating func start(
        _ index: Int, level: Int, stack: inout [OpenContainer]
    ) throws(Failure) -> Finished? {
        // Read whole before, or at this level or nearer the top, or needed below the last level
        // kept, where nothing of it is kept: as it was read.
        if let known = read[index], !known.isCut || known.level <= level || level > keptLevels {
            return known
        }
        let offset = Self.unsigned(
            bytes, at: trailer.offsetTable + index * trailer.offsetSize, size: trailer.offsetSize)
        guard !open.contains(index) else { throw Failure(message: .binaryCycle, offset: offset) }
        guard level <= limits.maxDepth else {
            throw Failure(message: .binaryTooDeep(limit: limits.maxDepth), offset: offset)
        }
        let marker = bytes[try span(offset, 1).lowerBound]
        let low = Int(marker & 0x0F)
        guard marker >> 4 == 0xA || marker >> 4 == 0xD else {
            let finished = Finished(
                value: PlistValue(try scalar(marker, at: offset), at: location(offset)), written: 1, level: level,
                isCut: false)
            if shared.isShared(index) { read[index] = finished }
            return finished
        }
        let isDictionary = marker >> 4 == 0xD
        let (first, count) = try sized(low, at: offset)
        if isDictionary && count > limits.maxKeys {
            throw Failure(message: .tooManyKeys(limit: limits.maxKeys), offset: offset)
        }
        let references = try span(first, (isDictionary ? 2 : 1) * count * trailer.referenceSize)
        var indices: [Int] = []
        indices.reserveCapacity(references.count / trailer.referenceSize)
        for position in stride(from: references.lowerBound, to: references.upperBound, by: trailer.referenceSize) {
            indices.append(try reference(at: position))
        }
        open.insert(index)
        stack.append(
            OpenContainer(index: index, offset: offset, level: level, isDictionary: isDictionary, references: indices))
        return nil
    }

    /// A finished container's content: its items, or its keys (strings, checked as they were
    /// read) paired with its values; empty below the last level kept.
    private func content(of container: OpenContainer) -> PlistValue.Content {
        guard container.isDictionary else { return .array(container.values) }
        let count = container.values.count / 2
        var entries: [PlistDictionary.Entry] = []
        entries.reserveCapacity(count)
        for item in 0..<count {
            let key = container.values[item]
            entries.append(
                PlistDictionary.Entry(
                    key: key.stringValue ?? "", keyLocation: key.location, value: container.values[count + item]))
        }
        return .dictionary(PlistDictionary(entries: entries))
    }

    private func location(_ offset: Int) -> SourceLocation { SourceLocation(file: path, line: 1, column: offset + 1) }
}
