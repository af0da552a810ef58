/// Builds a `PlistValue` tree from parser events, checking the plist grammar as it goes.
///
/// It knows nothing of libxml2: the SAX bridge feeds it element starts and ends, text and
/// byte offsets. The tree is built with an explicit stack, never by recursion, so nesting is
/// bounded only by `ReaderLimits.maxDepth`.
struct TreeBuilder {
    private var tracker: LocationTracker
    private let limits: ReaderLimits
    /// How many levels of the tree are kept (`Int.max`: all); deeper values are checked, then
    /// dropped.
    private let keptLevels: Int
    private var stack: [Frame] = []
    /// The entries of every open dict, innermost last, and the elements of every open array:
    /// a container's children gather here and move into one exactly sized array when it
    /// closes, instead of growing an array of their own step by step.
    private let openEntries = ChildStack<PlistDictionary.Entry>()
    private let openItems = ChildStack<PlistValue>()
    private var text: TextAccumulator
    private var strayTextReported = false
    private var cdataLineEnds = CDATALineEnds()
    private(set) var root: PlistValue?
    private(set) var diagnostics: [Diagnostic] = []
    private var commentLog = CommentLog()
    /// Set when reading must end now: the input is hopeless, or a limit was reached.
    private(set) var shouldStop = false

    init(input: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits, keptLevels: Int?) {
        self.tracker = LocationTracker(bytes: input, file: path)
        self.text = TextAccumulator(input: input)
        self.limits = limits
        self.keptLevels = keptLevels ?? Int.max
    }

    /// Every comment read, each with the element that follows it.
    var comments: [PlistDocument.Comment] { commentLog.comments }

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
        if name != .known(.plist) { commentLog.elementStarts(at: location) }
        guard let parent = stack.indices.last else {
            guard name == .known(.plist) else {
                report(.nonPlistRoot(name.text), at: location)
                shouldStop = true
                return
            }
            stack.append(Frame(kind: .plist, name: name, location: location, firstChild: 0))
            return
        }
        guard stack.count <= limits.maxDepth else {
            report(.tooDeep(limit: limits.maxDepth), at: location)
            shouldStop = true
            return
        }
        guard let parentKind = stack[parent].kind else {
            stack.append(Frame(kind: nil, name: name, location: location, firstChild: 0))
            return
        }
        if parentKind.holdsText {
            if !stack[parent].hasReportedChildElement {
                report(.elementInsideScalar(name.text, parent: stack[parent].name.text), at: location)
                stack[parent].hasReportedChildElement = true
            }
            stack.append(Frame(kind: nil, name: name, location: location, firstChild: 0))
            return
        }
        switch name.kind {
        case nil, .plist:
            let suggestion = name.kind == .plist ? nil : ElementKind.suggestion(for: name.text)
            report(.unknownElement(name.text, suggestion: suggestion), at: location)
            consumePendingKey(parent)
            stack.append(Frame(kind: nil, name: name, location: location, firstChild: 0))
        case .key:
            if parentKind != .dict {
                report(.keyOutsideDictionary(stack[parent].name.text), at: location)
                stack.append(Frame(kind: nil, name: name, location: location, firstChild: 0))
                return
            }
            stack[parent].keyCount += 1
            guard stack[parent].keyCount <= limits.maxKeys else {
                report(.tooManyKeys(limit: limits.maxKeys), at: location)
                shouldStop = true
                return
            }
            if let pending = stack[parent].pendingKey {
                report(.twoKeysInARow(pending.text), at: pending.location)
                stack[parent].pendingKey = nil
            }
            text.removeAll()
            stack.append(Frame(kind: .key, name: name, location: location, firstChild: 0))
        case .some(let kind):
            if parentKind == .dict && stack[parent].pendingKey == nil {
                report(.valueWithoutKey(name.text), at: location)
            }
            text.removeAll()
            let firstChild = kind == .dict ? openEntries.count : openItems.count
            stack.append(Frame(kind: kind, name: name, location: location, firstChild: firstChild))
        }
    }

    mutating func endElement() {
        strayTextReported = false
        guard let frame = stack.popLast() else { return }
        guard let kind = frame.kind else { return }
        if kind == .key {
            if let parent = stack.indices.last {
                stack[parent].pendingKey = (text.string, frame.location)
            }
            return
        }
        if let pending = frame.pendingKey {
            report(.keyWithoutValue(pending.text), at: pending.location)
        }
        if kind == .plist {
            if frame.childCount == 0 { report(.emptyPlist, at: frame.location) }
            return
        }
        // The closed element's level: 1 for the value inside <plist>.
        if stack.count > keptLevels {
            // Checked, not kept: its children were never attached, and a string needs no check.
            if kind.holdsText && kind != .string { _ = value(of: frame, kind: kind) }
            attach(nil)
            return
        }
        attach(value(of: frame, kind: kind))
    }

    /// A piece of a CDATA section, starting at `offset` in the input; `isVerbatim` when it is
    /// an unchanged copy of the input there.
    ///
    /// XML turns CRLF and lone CR into LF everywhere, CDATA included, as CoreFoundation and
    /// expat do; libxml2's push parser hands CDATA over raw, so the line ends are normalized
    /// here, across piece boundaries too.
    mutating func cdata(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int, isVerbatim: Bool) {
        guard let normalized = cdataLineEnds.normalize(chunk, at: offset) else {
            text(chunk, at: offset, isVerbatim: isVerbatim)
            return
        }
        normalized.withUnsafeBufferPointer { text($0, at: offset, isVerbatim: false) }
    }

    /// Text content, starting at `offset` in the input; `isVerbatim` when it is an unchanged
    /// copy of the input there.
    mutating func text(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int, isVerbatim: Bool) {
        guard let top = stack.indices.last, let kind = stack[top].kind else { return }
        if kind.holdsText {
            guard text.byteCount + chunk.count <= limits.maxStringBytes else {
                report(.textTooLong(stack[top].name.text, limit: limits.maxStringBytes), at: stack[top].location)
                shouldStop = true
                return
            }
            text.append(chunk, verbatimAt: isVerbatim ? offset : nil)
            return
        }
        guard !strayTextReported, let first = chunk.firstIndex(where: { !$0.isXMLWhitespace }) else { return }
        strayTextReported = true
        let content = UnsafeBufferPointer(rebasing: chunk[first...]).trimmingXMLWhitespace()
        report(
            .textBetweenElements(quoted(content), container: stack[top].name.text),
            at: tracker.location(at: offset + first))
    }

    /// An XML comment, its text as libxml2 hands it over, whose `<!--` starts at `offset`.
    /// Runs of XML white space become one space, and none is left at either end.
    mutating func comment(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) {
        commentLog.add(text.collapsingXMLWhitespace(), at: tracker.location(at: offset))
    }

    /// Records a problem found outside the grammar (by libxml2, or before parsing).
    mutating func report(_ message: Diagnostic.Message, at location: SourceLocation) {
        guard !shouldStop || diagnostics.isEmpty else { return }
        if diagnostics.count == limits.maxDiagnostics - 1 {
            diagnostics.append(.syntax(.tooManyProblems(limit: limits.maxDiagnostics), at: location))
            shouldStop = true
            return
        }
        diagnostics.append(.syntax(message, at: location, keyPath: stack.keyPath))
        for index in stack.indices { stack[index].isBroken = true }
    }

    /// Marks the input as hopeless: nothing after this point is reported.
    mutating func stop() { shouldStop = true }

    // MARK: Values

    /// The value of an element that just closed, or `nil` when it is broken or invalid.
    private mutating func value(of frame: Frame, kind: ElementKind) -> PlistValue? {
        if frame.isBroken {
            if kind == .dict { openEntries.discard(from: frame.firstChild) }
            if kind == .array { openItems.discard(from: frame.firstChild) }
            return nil
        }
        let content: PlistValue.Content
        do throws(ScalarError) {
            switch kind {
            case .dict: content = .dictionary(PlistDictionary(entries: openEntries.take(from: frame.firstChild)))
            case .array: content = .array(openItems.take(from: frame.firstChild))
            case .plist, .key: return nil
            default: content = try text.scalar(kind)
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
        defer { stack[parent].childCount += 1 }
        switch parentKind {
        case .dict:
            guard let key = consumePendingKey(parent), let value else { return }
            openEntries.append(PlistDictionary.Entry(key: key.text, keyLocation: key.location, value: value))
        case .plist:
            guard let value else { return }
            if root == nil {
                root = value
            } else {
                report(.secondTopLevelValue(value.elementName), at: value.location)
            }
        default:
            if let value { openItems.append(value) }
        }
    }

    @discardableResult
    private mutating func consumePendingKey(_ index: Int) -> (text: String, location: SourceLocation)? {
        defer { stack[index].pendingKey = nil }
        return stack[index].pendingKey
    }
}
