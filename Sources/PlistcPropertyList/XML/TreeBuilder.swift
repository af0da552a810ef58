import PlistcDiagnostics

/// Builds a `PlistValue` tree from parser events, checking the plist grammar as it goes.
///
/// It knows nothing of libxml2: the SAX bridge feeds it element starts and ends, text and
/// byte offsets. The tree is built with an explicit stack, never by recursion, so nesting is
/// bounded only by `ReaderLimits.maxDepth`.
struct TreeBuilder {
    var tracker: LocationTracker
    let limits: ReaderLimits
    /// How many levels of the tree are kept (`Int.max`: all); deeper values are checked, then
    /// dropped.
    private let keptLevels: Int
    var stack: [Frame] = []
    /// The entries of every open dict, innermost last, and the elements of every open array:
    /// a container's children gather here and move into one exactly sized array when it
    /// closes, instead of growing an array of their own step by step.
    let openEntries = ChildStack<PlistDictionary.Entry>()
    let openItems = ChildStack<PlistValue>()
    var text: TextAccumulator
    var strayTextReported = false
    /// The comments inside the open text-only element, for their finding's fix.
    var textComments: TextComments?
    var cdataLineEnds = CDATALineEnds()
    private(set) var root: PlistValue?
    /// What the reader found, in document order (recorded by `TreeBuilder+Problems`).
    var diagnostics: [Diagnostic] = []
    /// What one of Apple's parsers rejects and the other reads, in document order.
    var parserDifferences: [ParserDifference] = []
    /// How many of them are scalars CoreFoundation rejects (`deferScalar`).
    var deferredScalars = 0
    /// The whole input, for the checks that look at an element's raw text.
    let input: UnsafeBufferPointer<UInt8>
    var commentLog = CommentLog()
    /// The names outside the DTD of the elements opened so far, which frames point into.
    var otherNames: [String] = []
    /// The keys whose text is not a piece of the input, which pending keys point into.
    var decodedKeys: [String] = []
    /// Set when reading must end now: the input is hopeless, or a limit was reached.
    var shouldStop = false
    /// Set when the document's value is complete (`</plist>`): what follows is not read.
    private(set) var isFinished = false

    /// A builder for `input`; `isASCII` when every byte of it is known to be ASCII.
    init(input: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits, keptLevels: Int?, isASCII: Bool = false)
    {
        self.input = input
        self.tracker = LocationTracker(bytes: input, file: path, isASCII: isASCII)
        self.text = TextAccumulator(input: input)
        self.limits = limits
        self.keptLevels = keptLevels ?? Int.max
        // The deepest nesting the limit and the input allow (a level takes a 3-byte start tag at
        // least), reserved: growing by doubling would copy a deep file's frames onto new pages.
        stack.reserveCapacity(min(limits.maxDepth, input.count / 3) + 2)
    }

    /// Every comment read, each with the element that follows it.
    var comments: [PlistDocument.Comment] { commentLog.comments }

    /// The elements that are open, innermost last, with where each opened.
    var openElements: [(name: String, location: SourceLocation)] {
        stack.map { (text(of: $0.name), $0.location) }
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
        if stack.isEmpty {
            // Apple's parsers read a value without <plist> around it as the whole document.
            let isValue = name.kind.map { $0 != .plist && $0 != .key } ?? false
            guard name == .known(.plist) || isValue else {
                report(.nonPlistRoot(name.text), at: location)
                shouldStop = true
                return
            }
            stack.append(
                Frame(kind: .plist, name: .known(.plist), location: location, firstChild: 0, isImplicit: isValue))
            if !isValue { return }
        }
        let parent = stack.count - 1
        guard stack.count <= limits.maxDepth else {
            report(.tooDeep(limit: limits.maxDepth), at: location)
            shouldStop = true
            return
        }
        guard let parentKind = stack[parent].kind else {
            stack.append(Frame(kind: nil, name: frameName(name), location: location, firstChild: 0))
            return
        }
        if parentKind.holdsText {
            if !stack[parent].hasReportedChildElement {
                report(.elementInsideScalar(name.text, parent: text(of: stack[parent].name)), at: location)
                stack[parent].hasReportedChildElement = true
            }
            stack.append(Frame(kind: nil, name: frameName(name), location: location, firstChild: 0))
            return
        }
        switch name.kind {
        case nil, .plist:
            let suggestion = name.kind == .plist ? nil : ElementKind.suggestion(for: name.text)
            report(.unknownElement(name.text, suggestion: suggestion), at: location)
            consumePendingKey(parent)
            stack.append(Frame(kind: nil, name: frameName(name), location: location, firstChild: 0))
        case .key:
            if parentKind != .dict {
                report(.keyOutsideDictionary(text(of: stack[parent].name)), at: location)
                stack.append(Frame(kind: nil, name: frameName(name), location: location, firstChild: 0))
                return
            }
            stack[parent].keyCount += 1
            guard stack[parent].keyCount <= limits.maxKeys else {
                report(.tooManyKeys(limit: limits.maxKeys), at: location)
                shouldStop = true
                return
            }
            if let pending = stack[parent].pendingKey {
                report(.twoKeysInARow(text(of: pending)), at: pending.location)
                stack[parent].pendingKey = nil
            }
            text.removeAll()
            stack.append(Frame(kind: .key, name: .known(.key), location: location, firstChild: 0))
        case .some(let kind):
            if parentKind == .dict && stack[parent].pendingKey == nil {
                report(.valueWithoutKey(name.text), at: location)
            }
            text.removeAll()
            let firstChild = kind == .dict ? openEntries.count : openItems.count
            stack.append(
                Frame(kind: kind, name: .known(kind), location: location, firstChild: firstChild, start: offset))
        }
    }

    /// The end tag of the innermost open element, whose `>` ends just before `offset`.
    mutating func endElement(at offset: Int) {
        strayTextReported = false
        // Not `popLast`: an optional frame is destroyed through its metadata, slowly.
        guard !stack.isEmpty else { return }
        let frame = stack.removeLast()
        guard let kind = frame.kind else { return }
        // Where a scalar's content stands in the input, once: `nil` for one written empty.
        let raw = kind.isScalar ? rawContent(of: frame, endingAt: offset) : nil
        if kind == .integer || kind == .real { checkNumberText(of: frame, kind: kind, raw: raw) }
        if let found = textComments, found.depth == stack.count + 1 {
            moveComments(of: frame, found)
            textComments = nil
        }
        if kind == .key {
            if let parent = stack.indices.last {
                stack[parent].pendingKey = pendingKey(at: frame.location)
            }
            return
        }
        if let pending = frame.pendingKey {
            report(.keyWithoutValue(text(of: pending)), at: pending.location)
        }
        if kind == .plist {
            if frame.childCount == 0 { report(.emptyPlist, at: frame.location) }
            finish()
            return
        }
        // The closed element's level: 1 for the value inside <plist>.
        if stack.count > keptLevels {
            // Checked, not kept: its children were never attached, and a string needs no check.
            if kind.holdsText && kind != .string { _ = value(of: frame, kind: kind, raw: raw) }
            attach(nil)
            return
        }
        attach(value(of: frame, kind: kind, raw: raw))
        if stack.count == 1 && stack[0].isImplicit {
            stack.removeAll()
            finish()
        }
    }

    /// The document's value is complete: like Apple's parsers, read nothing after it.
    private mutating func finish() { (isFinished, shouldStop) = (true, true) }

    /// Hands a closed value to the element around it; `nil` stands for a value that failed.
    mutating func attach(_ value: PlistValue?) {
        guard let parent = stack.indices.last, let parentKind = stack[parent].kind else { return }
        defer { stack[parent].childCount += 1 }
        switch parentKind {
        case .dict:
            guard let key = consumePendingKey(parent), let value else { return }
            openEntries.append(PlistDictionary.Entry(key: text(of: key), keyLocation: key.location, value: value))
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
    mutating func consumePendingKey(_ index: Int) -> PendingKey? {
        defer { stack[index].pendingKey = nil }
        return stack[index].pendingKey
    }

    /// Gives an earlier finding its fix, once the element it is in has closed.
    mutating func setFix(ofFinding index: Int, to fix: Fix) {
        diagnostics[index].fix = fix
    }

    /// Marks the input as hopeless: nothing after this point is reported.
    mutating func stop() { shouldStop = true }
}
