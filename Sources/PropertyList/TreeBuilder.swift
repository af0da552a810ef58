/// Builds a `PlistValue` tree from parser events, checking the plist grammar as it goes.
///
/// It knows nothing of libxml2: the SAX bridge feeds it element starts and ends, text and
/// byte offsets. The tree is built with an explicit stack, never by recursion, so nesting is
/// bounded only by `ReaderLimits.maxDepth`.
struct TreeBuilder {
    /// One open element.
    private struct Frame {
        /// The element, or `nil` for one whose content is ignored (unknown, or misplaced).
        let kind: ElementKind?
        let name: ElementName
        let location: SourceLocation
        var entries: [PlistDictionary.Entry] = []
        var items: [PlistValue] = []
        var pendingKey: (text: String, location: SourceLocation)?
        /// Whether a child value was closed here, valid or not.
        var hadChild = false
        /// Whether an error inside makes this element's value unusable.
        var isBroken = false
        /// Whether an element was already reported inside this text-only element.
        var hasReportedChildElement = false
    }

    private var tracker: LocationTracker
    private let limits: ReaderLimits
    private var stack: [Frame] = []
    private var text: [UInt8] = []
    private var strayTextReported = false
    /// Where the last CDATA piece ended, when its last byte was a carriage return: CDATA
    /// arrives in pieces, and a CRLF may be split between two of them.
    private var carriageReturnEndingCDATA: Int?
    private(set) var root: PlistValue?
    private(set) var diagnostics: [Diagnostic] = []
    /// Set when reading must end now: the input is hopeless, or a limit was reached.
    private(set) var shouldStop = false

    init(tracker: LocationTracker, limits: ReaderLimits) {
        self.tracker = tracker
        self.limits = limits
    }

    /// The elements that are open, innermost last, with where each opened.
    var openElements: [(name: String, location: SourceLocation)] {
        stack.map { ($0.name.text, $0.location) }
    }

    /// The offset of the last `byte` before `end`, such as the `<` of the tag just read.
    func lastOffset(of byte: UInt8, before end: Int) -> Int { tracker.lastOffset(of: byte, before: end) }

    /// The location of a byte offset.
    mutating func location(at offset: Int) -> SourceLocation { tracker.location(at: offset) }

    /// The location of a line and column, as libxml2 reports them.
    func location(line: Int, column: Int) -> SourceLocation { tracker.location(line: line, column: column) }

    // MARK: Events

    mutating func startElement(_ name: ElementName, at offset: Int) {
        let location = tracker.location(at: offset)
        strayTextReported = false
        guard let parent = stack.indices.last else {
            guard name == .known(.plist) else {
                report(.nonPlistRoot(name.text), at: location)
                shouldStop = true
                return
            }
            stack.append(Frame(kind: .plist, name: name, location: location))
            return
        }
        guard stack.count <= limits.maxDepth else {
            report(.tooDeep(limit: limits.maxDepth), at: location)
            shouldStop = true
            return
        }
        guard let parentKind = stack[parent].kind else {
            stack.append(Frame(kind: nil, name: name, location: location))
            return
        }
        if parentKind.holdsText {
            if !stack[parent].hasReportedChildElement {
                report(.elementInsideScalar(name.text, parent: stack[parent].name.text), at: location)
                stack[parent].hasReportedChildElement = true
            }
            stack.append(Frame(kind: nil, name: name, location: location))
            return
        }
        switch name.kind {
        case nil, .plist:
            let suggestion = name.kind == .plist ? nil : ElementKind.suggestion(for: name.text)
            report(.unknownElement(name.text, suggestion: suggestion), at: location)
            consumePendingKey(parent)
            stack.append(Frame(kind: nil, name: name, location: location))
        case .key:
            if parentKind != .dict {
                report(.keyOutsideDictionary(stack[parent].name.text), at: location)
                stack.append(Frame(kind: nil, name: name, location: location))
                return
            }
            if let pending = stack[parent].pendingKey {
                report(.twoKeysInARow(pending.text), at: pending.location)
                stack[parent].pendingKey = nil
            }
            text.removeAll(keepingCapacity: true)
            stack.append(Frame(kind: .key, name: name, location: location))
        case .some(let kind):
            if parentKind == .dict && stack[parent].pendingKey == nil {
                report(.valueWithoutKey(name.text), at: location)
            }
            text.removeAll(keepingCapacity: true)
            stack.append(Frame(kind: kind, name: name, location: location))
        }
    }

    mutating func endElement() {
        strayTextReported = false
        guard let frame = stack.popLast() else { return }
        guard let kind = frame.kind else { return }
        if kind == .key {
            if let parent = stack.indices.last {
                stack[parent].pendingKey = (String(decoding: text, as: UTF8.self), frame.location)
            }
            return
        }
        if let pending = frame.pendingKey {
            report(.keyWithoutValue(pending.text), at: pending.location)
        }
        if kind == .plist {
            if frame.items.isEmpty && !frame.hadChild { report(.emptyPlist, at: frame.location) }
            root = frame.items.first
            return
        }
        attach(frame.isBroken ? nil : value(of: frame, kind: kind))
    }

    /// A piece of a CDATA section, starting at `offset` in the input.
    ///
    /// XML turns CRLF and lone CR into LF everywhere, CDATA included, as CoreFoundation and
    /// expat do; libxml2's push parser hands CDATA over raw, so the line ends are normalized
    /// here, across piece boundaries too.
    mutating func cdata(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let continuesCRLF = carriageReturnEndingCDATA == offset
        guard continuesCRLF || chunk.contains(0x0D) else {
            text(chunk, at: offset)
            return
        }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(chunk.count)
        var previousWasCarriageReturn = continuesCRLF
        for byte in chunk {
            defer { previousWasCarriageReturn = byte == 0x0D }
            if byte == 0x0A && previousWasCarriageReturn { continue }
            normalized.append(byte == 0x0D ? 0x0A : byte)
        }
        normalized.withUnsafeBufferPointer { text($0, at: offset) }
        carriageReturnEndingCDATA = previousWasCarriageReturn ? offset + chunk.count : nil
    }

    /// Text content, starting at `offset` in the input.
    mutating func text(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int) {
        guard let top = stack.indices.last, let kind = stack[top].kind else { return }
        if kind.holdsText {
            text.append(contentsOf: chunk)
            return
        }
        guard !strayTextReported, let first = chunk.firstIndex(where: { !$0.isXMLWhitespace }) else { return }
        strayTextReported = true
        let content = Array(chunk[first...])[...].trimmingXMLWhitespace()
        report(
            .textBetweenElements(quoted(content), container: stack[top].name.text),
            at: tracker.location(at: offset + first))
    }

    /// Records a problem found outside the grammar (by libxml2, or before parsing).
    mutating func report(_ message: Diagnostic.Message, at location: SourceLocation) {
        guard !shouldStop || diagnostics.isEmpty else { return }
        if diagnostics.count == limits.maxDiagnostics - 1 {
            diagnostics.append(.syntax(.tooManyProblems(limit: limits.maxDiagnostics), at: location))
            shouldStop = true
            return
        }
        diagnostics.append(.syntax(message, at: location, keyPath: keyPath))
        for index in stack.indices { stack[index].isBroken = true }
    }

    /// Marks the input as hopeless: nothing after this point is reported.
    mutating func stop() { shouldStop = true }

    // MARK: Values

    private mutating func value(of frame: Frame, kind: ElementKind) -> PlistValue? {
        let content: PlistValue.Content
        do throws(ScalarError) {
            switch kind {
            case .string: content = .string(String(decoding: text, as: UTF8.self))
            case .integer: content = .integer(try PlistInteger(parsing: text[...]))
            case .real: content = .real(try Double(parsingReal: text[...]))
            case .date: content = .date(try PlistDate(parsing: text[...]))
            case .data: content = .data(try Base64.decode(text[...]))
            case .true, .false:
                guard text.allSatisfy(\.isXMLWhitespace) else { throw ScalarError(.booleanWithContent(kind.rawValue)) }
                content = .boolean(kind == .true)
            case .dict: content = .dictionary(PlistDictionary(entries: frame.entries))
            case .array: content = .array(frame.items)
            case .plist, .key: return nil
            }
        } catch {
            report(error.message, at: frame.location)
            return nil
        }
        return PlistValue(content, at: frame.location)
    }

    /// Hands a closed value to the element around it; `nil` stands for a value that failed.
    private mutating func attach(_ value: PlistValue?) {
        guard let parent = stack.indices.last, let parentKind = stack[parent].kind else { return }
        defer { stack[parent].hadChild = true }
        switch parentKind {
        case .dict:
            guard let key = consumePendingKey(parent), let value else { return }
            stack[parent].entries.append(PlistDictionary.Entry(key: key.text, keyLocation: key.location, value: value))
        case .plist:
            guard let value else { return }
            if stack[parent].items.isEmpty {
                stack[parent].items.append(value)
            } else {
                report(.secondTopLevelValue(value.elementName), at: value.location)
            }
        default:
            if let value { stack[parent].items.append(value) }
        }
    }

    @discardableResult
    private mutating func consumePendingKey(_ index: Int) -> (text: String, location: SourceLocation)? {
        defer { stack[index].pendingKey = nil }
        return stack[index].pendingKey
    }

    /// The path of keys and indices to the innermost open element, such as `body.fontSize`.
    private var keyPath: String {
        var path = ""
        for frame in stack {
            if frame.kind == .dict, let key = frame.pendingKey {
                path += path.isEmpty ? key.text : "." + key.text
            } else if frame.kind == .array {
                path += "[\(frame.items.count)]"
            }
        }
        return path
    }
}
