import PlistcDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the plain XML that nearly every property list is written in straight into a
/// `TreeBuilder`, without libxml2, and gives up at the first thing outside it.
///
/// Plain means: ASCII with LF line ends and no references, CDATA sections or processing
/// instructions (`isPlain`); at most one DOCTYPE, with an external ID and no internal subset;
/// comments; elements whose names and attributes have no namespace; and a document that the
/// builder reads without a single problem. Inside that subset the events it sends are the
/// ones libxml2's SAX parser sends (`SAXSession`): each start at its `<`, each end just after
/// its `>`, text as verbatim pieces at their offsets, comments at their `<!--`. So the tree,
/// the locations and everything found later are the same, which `PlainXMLScannerTests` checks
/// against libxml2 on every input the tests hold and on random mutations of them.
/// Anything else, every error included, returns `nil`, and libxml2 reads the file from the
/// start: its messages are the ones users see.
struct PlainXMLScanner {
    var builder: TreeBuilder
    let input: UnsafeBufferPointer<UInt8>
    /// Where the scan has reached.
    var index: Int
    /// The names of the open elements, innermost last, where they stand in the input.
    private var openNames: [NameSpan] = []
    /// Where the root element must start, at the latest: the end of the first chunk libxml2
    /// is handed (`SAXSession.chunkSize`).
    private let prologLimit: Int

    private init(builder: TreeBuilder, input: UnsafeBufferPointer<UInt8>, start: Int) {
        self.builder = builder
        self.input = input
        self.index = start
        self.prologLimit = start + SAXSession.chunkSize
        // As deep as the builder's stack can go (see `TreeBuilder.init`), reserved once.
        openNames.reserveCapacity(builder.stack.capacity)
    }

    /// Reads `input` from `start` (just after the XML declaration), or returns `nil` when it is
    /// not plain XML that the builder reads without a problem.
    static func read(
        _ input: UnsafeBufferPointer<UInt8>, from start: Int, path: String, limits: ReaderLimits, keptLevels: Int?
    ) -> TreeBuilder? {
        guard start <= input.count, isPlain(UnsafeBufferPointer(rebasing: input[start...])) else { return nil }
        // Plain XML is ASCII; so is the declaration before it, almost always (checked).
        let isASCII = input[..<start].allSatisfy { $0 < 0x80 }
        let builder = TreeBuilder(
            input: input, path: path, limits: limits, keptLevels: keptLevels, isASCII: isASCII)
        var scanner = PlainXMLScanner(builder: builder, input: input, start: start)
        guard scanner.scanDocument(), scanner.builder.diagnostics.isEmpty else { return nil }
        return scanner.builder
    }

    /// Reads the prolog and the root element, until the builder has the document's value.
    /// `false`: something the scan leaves to libxml2.
    private mutating func scanDocument() -> Bool {
        var hasDoctype = false
        var hasRoot = false
        // The first problem the builder finds sends the file to libxml2: no need to go on.
        while !builder.shouldStop && builder.diagnostics.isEmpty {
            guard let markup = nextMarkup() else { return false }
            let textStart = index
            index = markup
            if textStart < markup {
                let text = UnsafeBufferPointer(rebasing: input[textStart..<markup])
                if openNames.isEmpty {
                    guard text.allSatisfy(\.isXMLWhitespace) else { return false }
                } else {
                    builder.text(text, at: textStart, isVerbatim: true)
                    if builder.shouldStop { break }
                }
            }
            let next = byte(at: markup + 1)
            if next == UInt8(ascii: "/") {
                guard scanEndTag() else { return false }
                // The root closed: the builder must have its value and stop, as libxml2 is
                // stopped; anything more is for libxml2 to judge.
                if openNames.isEmpty && !builder.shouldStop { return false }
            } else if next == UInt8(ascii: "!") {
                if input.holds("<!--", at: markup) {
                    guard scanComment() else { return false }
                } else if !hasRoot && !hasDoctype && input.holds("<!DOCTYPE", at: markup) {
                    guard scanDoctype() else { return false }
                    hasDoctype = true
                } else {
                    return false
                }
            } else {
                // libxml2 looks for the end of a prolog comment or DOCTYPE only in what it has
                // been handed: one that runs past its first chunk is read differently there.
                guard !openNames.isEmpty || (!hasRoot && markup < prologLimit), scanStartTag() else { return false }
                hasRoot = true
            }
        }
        return true
    }

    /// The offset of the next `<`, or `nil` when the input ends first (an unclosed document).
    private func nextMarkup() -> Int? {
        guard index < input.count, let base = input.baseAddress,
            let found = memchr(base + index, Int32(UInt8(ascii: "<")), input.count - index)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The byte at `offset`, or 0 past the end (a byte that plain XML never holds).
    func byte(at offset: Int) -> UInt8 { offset < input.count ? input[offset] : 0 }

    // MARK: Elements

    /// `<name attribute="value" …>` or `<name …/>`, at `index`.
    private mutating func scanStartTag() -> Bool {
        let tagStart = index
        index += 1
        let name: Range<Int>
        let isEmpty: Bool
        if let bare = Self.bareStartTag(in: input, at: index) {
            (name, isEmpty) = (bare.name, bare.isEmpty)
            index = name.upperBound + (isEmpty ? 2 : 1)
            builder.startElement(.known(bare.kind), at: tagStart)
        } else {
            guard let scanned = scanName(), scanAttributes() else { return false }
            (name, isEmpty) = (scanned, byte(at: index) == UInt8(ascii: "/"))
            if isEmpty {
                guard byte(at: index + 1) == UInt8(ascii: ">") else { return false }
                index += 2
            } else {
                guard byte(at: index) == UInt8(ascii: ">") else { return false }
                index += 1
            }
            builder.startElement(ElementName(UnsafeBufferPointer(rebasing: input[name])), at: tagStart)
        }
        if isEmpty {
            if !builder.shouldStop { builder.endElement(at: index) }
        } else {
            openNames.append(NameSpan(name))
        }
        return true
    }

    /// `</name>`, closing the innermost open element, at `index`.
    private mutating func scanEndTag() -> Bool {
        index += 2
        guard let open = openNames.last?.range else { return false }
        if Self.isBareEndTag(in: input, at: index, closing: open) {
            index += open.count + 1
        } else {
            guard let name = scanName(), input[name].elementsEqual(input[open]) else { return false }
            skipWhitespace()
            guard byte(at: index) == UInt8(ascii: ">") else { return false }
            index += 1
        }
        openNames.removeLast()
        builder.endElement(at: index)
        return true
    }

    /// The most attributes a start tag the scanner reads may have.
    static let maxAttributes = 8

    /// The attributes of a start tag, each after white space, with no namespace and no name
    /// twice; `index` is left at the tag's `>` or `/>`.
    private mutating func scanAttributes() -> Bool {
        var spaced = skipWhitespace()
        // Most elements have none: the list of names is made only for one that has some.
        if isAtTagEnd { return true }
        var names: [NameSpan] = []
        while true {
            // A plist's elements have one attribute, if any (`version`): many are left to
            // libxml2, so that looking for a repeated name stays cheap.
            guard spaced, names.count < Self.maxAttributes, let name = scanName(),
                !input.holds("xmlns", at: name.lowerBound),
                !names.contains(where: { input[$0.range].elementsEqual(input[name]) })
            else { return false }
            names.append(NameSpan(name))
            skipWhitespace()
            guard byte(at: index) == UInt8(ascii: "=") else { return false }
            index += 1
            skipWhitespace()
            guard scanQuoted(allowing: { $0 != UInt8(ascii: "<") }) else { return false }
            spaced = skipWhitespace()
            if isAtTagEnd { return true }
        }
    }

    /// Whether `index` is at a start tag's `>` or `/>`.
    private var isAtTagEnd: Bool { byte(at: index) == UInt8(ascii: ">") || byte(at: index) == UInt8(ascii: "/") }

    /// A name of ASCII letters, digits, `_`, `-` and `.` that starts with a letter or `_`
    /// (a colon would bring in namespaces), at `index`.
    mutating func scanName() -> Range<Int>? {
        let start = index
        guard start < input.count, input[start].isNameStart else { return nil }
        var end = start + 1
        while end < input.count && input[end].isNameCharacter { end += 1 }
        index = end
        return start..<end
    }

    /// Skips white space at `index`; `true` if there was some.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while byte(at: index).isXMLWhitespace { index += 1 }
        return index > start
    }

    /// A literal in `"` or `'` whose bytes all pass `allowed`, at `index`.
    mutating func scanQuoted(allowing allowed: (UInt8) -> Bool) -> Bool {
        let quote = byte(at: index)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
        index += 1
        while index < input.count && input[index] != quote {
            guard allowed(input[index]) else { return false }
            index += 1
        }
        guard index < input.count else { return false }
        index += 1
        return true
    }
}

extension UInt8 {
    /// An ASCII letter or `_`.
    fileprivate var isNameStart: Bool {
        self >= 0x40 && self < 0x80 && (0x07FF_FFFE_87FF_FFFE as UInt64) >> UInt64(self - 0x40) & 1 == 1
    }

    /// An ASCII letter or digit, `_`, `-` or `.`.
    fileprivate var isNameCharacter: Bool {
        self < 0x40 ? (0x03FF_6000_0000_0000 as UInt64) >> UInt64(self) & 1 == 1 : isNameStart
    }
}
