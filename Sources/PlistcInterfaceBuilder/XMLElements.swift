/// The elements of an XML document, as Interface Builder writes storyboards and XIBs: each
/// element's name, attributes (entity and character references resolved when asked for), place
/// and parent, and the comments (for `plistc:` directives). One pass, no recursion, no tree but
/// the parent links; no DTD, no entity of its own, nothing loaded: a document that declares
/// any, or that is not well-formed, stops the read with a `problem`.
public struct XMLElements: Sendable {
    /// An attribute as read: where its name, its value and all of it (with the white space
    /// before it) are in the bytes, and whether its value needs resolving.
    struct RawAttribute: Sendable {
        let name: Range<Int>
        let value: Range<Int>
        let plain: Bool
        let span: Range<Int>
    }

    /// One element.
    public struct Element: Sendable {
        public let name: String
        let rawAttributes: [RawAttribute]
        /// Where its `<` is.
        let place: Place
        /// The 1-based line and column (in Unicode scalars) of its `<`.
        public var line: Int { place.line }
        public var column: Int { place.column }
        /// The index of its parent element, or -1 for the root.
        public let parent: Int
    }

    /// A place in the file: line and column (in Unicode scalars), column in bytes, offset.
    public struct Place: Sendable, Hashable {
        public let line: Int
        public let column: Int
        public let byteColumn: Int
        public let offset: Int
    }

    /// A range of the file; the end is exclusive.
    public struct Span: Sendable, Hashable {
        public let start: Place
        public let end: Place
    }

    private let bytes: [UInt8]
    public private(set) var elements: [Element] = []
    /// Each comment's text, with the line and column its `<!--` is at.
    public private(set) var comments: [(line: Int, column: Int, text: String)] = []
    /// The text of each element that holds text and no markup (`<string>Inter-Bold</string>`),
    /// as a range of the bytes, by the element's index.
    private var texts: [Int: Range<Int>] = [:]
    /// Why the document could not be read, and where; `nil` when it was read whole.
    public private(set) var problem: (line: Int, message: String)?

    /// The most elements open at once.
    public static let maxDepth = 512

    /// The elements of `bytes` (UTF-8).
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var cursor = XMLCursor(bytes)
        var open: [Int] = []
        // The element last opened, while no markup has followed its start tag, and where its
        // content starts.
        var (leaf, content) = (-1, 0)
        do throws(XMLCursor.Failure) {
            cursor.skipByteOrderMark()
            while let next = try cursor.nextMarkup() {
                switch next {
                case .comment(let line, let column, let text):
                    comments.append((line, column, text))
                    leaf = -1
                case .end(let name, let at):
                    guard let top = open.popLast(), elements[top].name == cursor.text(name) else {
                        throw cursor.failure("</\(cursor.text(name))> closes no element open")
                    }
                    if top == leaf, at > content { texts[top] = content..<at }
                    leaf = -1
                case .start(let name, let attributes, let place, let closed):
                    leaf = -1
                    elements.append(
                        Element(name: name, rawAttributes: attributes, place: place, parent: open.last ?? -1))
                    if !closed {
                        guard open.count < Self.maxDepth else {
                            throw cursor.failure("elements nested more than \(Self.maxDepth) deep")
                        }
                        open.append(elements.count - 1)
                        (leaf, content) = (elements.count - 1, cursor.offset)
                    }
                }
            }
            if let last = open.last { throw cursor.failure("<\(elements[last].name)> is never closed") }
            if elements.isEmpty { throw cursor.failure("no element") }
        } catch {
            problem = (error.line, error.message)
        }
    }

    /// The value of `element`'s attribute `name`, if it has one.
    public func attribute(_ name: String, of element: Element) -> String? {
        index(of: name, in: element).map { value(element.rawAttributes[$0]) }
    }

    /// The text `element` holds, references resolved and line ends made one line feed, when it
    /// holds text and no markup (no child, comment or CDATA section); otherwise `nil`.
    public func text(of index: Int) -> String? {
        guard let range = texts[index], !bytes[range].contains(UInt8(ascii: "<")) else { return nil }
        return XMLText.content(bytes, range)
    }

    /// Every attribute of `element`, in order, with its value.
    public func attributes(of element: Element) -> [(name: String, value: String)] {
        element.rawAttributes.map { (String(decoding: bytes[$0.name], as: UTF8.self), value($0)) }
    }

    /// Where `element`'s attribute `name` is, with the white space before it: removing the
    /// span removes the attribute and leaves every other byte.
    public func span(of name: String, in element: Element) -> Span? {
        index(of: name, in: element).map { index in
            let span = element.rawAttributes[index].span
            return Span(start: place(span.lowerBound, in: element), end: place(span.upperBound, in: element))
        }
    }

    /// Where each attribute of `element` is (`span(of:in:)`), in order: the tag walked once.
    public func spans(of element: Element) -> [Span] {
        var last = element.place
        return element.rawAttributes.map { attribute in
            let start = place(attribute.span.lowerBound, after: last)
            last = place(attribute.span.upperBound, after: start)
            return Span(start: start, end: last)
        }
    }

    private func index(of name: String, in element: Element) -> Int? {
        var name = name
        return name.withUTF8 { wanted in
            element.rawAttributes.firstIndex { attribute in
                attribute.name.count == wanted.count && bytes[attribute.name].elementsEqual(wanted)
            }
        }
    }

    private func value(_ attribute: RawAttribute) -> String {
        attribute.plain
            ? String(decoding: bytes[attribute.value], as: UTF8.self) : XMLText.value(bytes, attribute.value)
    }

    /// The place of `offset` in `element`'s start tag, walked to from its `<`: the length of
    /// the tag at most.
    private func place(_ offset: Int, in element: Element) -> Place { place(offset, after: element.place) }

    /// The place of `offset`, walked to from the place `from` before it on the same tag.
    private func place(_ offset: Int, after from: Place) -> Place {
        var (line, column, byteColumn) = (from.line, from.column, from.byteColumn)
        for byte in bytes[from.offset..<offset] {
            if byte == 0x0A {
                (line, column, byteColumn) = (line + 1, 1, 1)
                continue
            }
            byteColumn += 1
            if byte & 0xC0 != 0x80 { column += 1 }
        }
        return Place(line: line, column: column, byteColumn: byteColumn, offset: offset)
    }
}
