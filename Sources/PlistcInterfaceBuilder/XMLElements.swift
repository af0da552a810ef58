/// The elements of an XML document, as Interface Builder writes storyboards and XIBs: each
/// element's name, attributes (entity and character references resolved), place and parent,
/// and the comments (for `plistc:` directives). One pass, no recursion, no tree but the parent
/// links; no DTD, no entity of its own, nothing loaded: a document that declares any, or that is
/// not well-formed, stops the read with a `problem`.
public struct XMLElements: Sendable {
    /// One element.
    public struct Element: Sendable {
        public let name: String
        public let attributes: [(name: String, value: String)]
        /// Where each attribute is in the file, with the white space before it: removing the
        /// span removes the attribute and leaves every other byte.
        public let spans: [Span]
        /// The 1-based line and column (in Unicode scalars) of its `<`.
        public let line: Int
        public let column: Int
        /// The index of its parent element, or -1 for the root.
        public let parent: Int

        /// The value of the attribute `name`, if it has one.
        public func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
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

    public private(set) var elements: [Element] = []
    /// Each comment's text, with the line and column its `<!--` is at.
    public private(set) var comments: [(line: Int, column: Int, text: String)] = []
    /// Why the document could not be read, and where; `nil` when it was read whole.
    public private(set) var problem: (line: Int, message: String)?

    /// The most elements open at once.
    public static let maxDepth = 512

    /// The elements of `bytes` (UTF-8).
    public init(_ bytes: [UInt8]) {
        var cursor = XMLCursor(bytes)
        var open: [(name: String, index: Int)] = []
        do throws(XMLCursor.Failure) {
            cursor.skipByteOrderMark()
            while let next = try cursor.nextMarkup() {
                switch next {
                case .comment(let line, let column, let text): comments.append((line, column, text))
                case .end(let name):
                    guard let top = open.popLast(), top.name == name else {
                        throw cursor.failure("</\(name)> closes no <\(name)>")
                    }
                case .start(let name, let attributes, let spans, let line, let column, let closed):
                    elements.append(
                        Element(
                            name: name, attributes: attributes, spans: spans, line: line, column: column,
                            parent: open.last?.index ?? -1))
                    if !closed {
                        guard open.count < Self.maxDepth else {
                            throw cursor.failure("elements nested more than \(Self.maxDepth) deep")
                        }
                        open.append((name, elements.count - 1))
                    }
                }
            }
            if let last = open.last { throw cursor.failure("<\(last.name)> is never closed") }
            if elements.isEmpty { throw cursor.failure("no element") }
        } catch {
            problem = (error.line, error.message)
        }
    }
}
