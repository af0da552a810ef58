internal import PlistcCLibXML2
import PlistcDiagnostics

/// One libxml2 SAX2 parse, routing the parser's callbacks to a `TreeBuilder`.
///
/// The parse state lives on the stack of `run`; the context's `userData` points at it, and the
/// callbacks (C function pointers that capture nothing, given `userData`; the error callback
/// finds it through the parser the error names) reach it through that pointer. (A parser
/// libxml2 nests for an entity's replacement text would hand its callbacks the same
/// `userData`; no entity is ever declared here, since a declaration stops the parse.)
/// libxml2 is configured never to touch the network or the file system, never to substitute
/// entities, and never to load a DTD.
struct SAXSession {
    private(set) var builder: TreeBuilder
    private let library: LibXML2
    /// The parser, once made.
    private var parser: LibXML2.Context?
    /// Whether libxml2 raised a fatal error, after which it calls no more callbacks, and further
    /// chunks are not worth handing it (it stops reading, or reads on with the callbacks off,
    /// unless asked to recover, which plistc never does). Where libxml2 halts without telling
    /// (an error past its cap of 100 in 2.11 and 2.12, a failed push), the next chunks return
    /// at once.
    private var sawFatalError = false
    private let input: UnsafeBufferPointer<UInt8>
    /// Where libxml2's input starts in `input`: after the XML declaration, which plistc reads
    /// itself (`InputDecoding`).
    private let start: Int

    /// libxml2 options: no network, real line numbers past 65535, HUGE so that libxml2's own
    /// depth limit (256) does not undercut CoreFoundation's 512 (plistc enforces its own limits
    /// instead), and IGNORE_ENC: the input is UTF-8 whatever its declaration says
    /// (`InputSniffer` reports other encodings first). Never NOENT (entity substitution) or
    /// DTDLOAD. Not NOERROR or NOWARNING: every message goes to the handler's `serror`, which
    /// prints nothing, and from libxml2 2.13 on they would turn `serror` off as well.
    private static let options = Int32(
        PLISTC_XML_PARSE_NONET | PLISTC_XML_PARSE_BIG_LINES | PLISTC_XML_PARSE_HUGE | PLISTC_XML_PARSE_IGNORE_ENC)

    /// How much input libxml2 is handed at a time: its buffer stays this small however large
    /// the file.
    static let chunkSize = 256 << 10

    private init(
        _ library: LibXML2, input: UnsafeBufferPointer<UInt8>, start: Int, path: String, limits: ReaderLimits,
        keptLevels: Int?
    ) {
        self.library = library
        self.input = input
        self.start = start
        self.builder = TreeBuilder(input: input, path: path, limits: limits, keptLevels: keptLevels)
    }

    /// Parses the whole input with `library` and returns the builder holding the tree and the
    /// diagnostics.
    static func run(
        _ library: LibXML2, input: UnsafeBufferPointer<UInt8>, from start: Int, path: String, limits: ReaderLimits,
        keptLevels: Int?
    ) -> TreeBuilder {
        var session = SAXSession(
            library, input: input, start: start, path: path, limits: limits, keptLevels: keptLevels)
        // Errors libxml2 raises without a parser context (encoding conversion, I/O) go to this
        // thread's structured handler, or else straight to stderr: never print them. The parser
        // still reports the failure through `serror`, located.
        library.setStructuredErrorFunction(nil) { _, _ in }
        var handler = makeHandler()
        withUnsafeMutablePointer(to: &session) { state in
            guard let context = library.createPushParser(&handler, state, nil, 0, nil) else { return }
            defer {
                // An internal entity makes libxml2 build a document of its own, even in SAX mode
                // ("for expat compatibility"); freeing the parser leaves it behind.
                if let document = context.pointee.myDoc {
                    library.freeDocument(document)
                    context.pointee.myDoc = nil
                }
                library.freeParser(context)
                state.pointee.parser = nil
            }
            state.pointee.parser = context
            _ = library.useOptions(context, options)
            var next = start
            repeat {
                let count = min(chunkSize, input.count - next)
                let chunk = input.baseAddress.map { UnsafeRawPointer($0 + next).assumingMemoryBound(to: CChar.self) }
                let isLast = next + count >= input.count
                _ = library.parseChunk(context, chunk, Int32(count), isLast ? 1 : 0)
                next += count
            } while next < input.count && !state.pointee.builder.shouldStop && !state.pointee.sawFatalError
        }
        return session.builder
    }

    /// The offset in the input that libxml2 has read up to.
    private func offset(_ context: LibXML2.Context) -> Int {
        guard let stream = context.pointee.input, let base = stream.pointee.base, let cur = stream.pointee.cur else {
            return 0
        }
        return start + Int(stream.pointee.consumed) + (cur - base)
    }

    /// The input offset of text that libxml2 hands over, when the text points into libxml2's
    /// input buffer: then it is an unchanged copy of the input there. Text libxml2 had to
    /// rewrite (references, line ends, non-ASCII text) lives elsewhere: `nil`.
    private func verbatimOffset(of text: UnsafePointer<PlistcXMLChar>, _ context: LibXML2.Context) -> Int? {
        guard let stream = context.pointee.input, let base = stream.pointee.base, let end = stream.pointee.end,
            text >= base && text < end
        else { return nil }
        return start + Int(stream.pointee.consumed) + (text - base)
    }

    /// Hands text to the builder, located exactly when it is verbatim, and otherwise where the
    /// parser has read to (just past it).
    private mutating func deliver(
        _ bytes: UnsafePointer<PlistcXMLChar>, _ length: Int32, _ context: LibXML2.Context, isCDATA: Bool
    ) {
        let chunk = UnsafeBufferPointer(start: bytes, count: Int(length))
        let verbatim = verbatimOffset(of: bytes, context)
        let offset = verbatim ?? self.offset(context)
        if isCDATA {
            builder.cdata(chunk, at: offset, isVerbatim: verbatim != nil)
        } else {
            builder.text(chunk, at: offset, isVerbatim: verbatim != nil)
        }
    }

    /// Whether nothing but white space follows `offset`: the parser has reached the end.
    private func onlyWhitespace(after offset: Int) -> Bool {
        input[min(max(offset, 0), input.count)...].allSatisfy(\.isXMLWhitespace)
    }

    // MARK: Callbacks

    /// Runs `body` on the session behind a callback's context, then stops the parser if the
    /// builder asks to.
    private static func withSession(
        _ userData: UnsafeMutableRawPointer?, _ body: (inout SAXSession, LibXML2.Context) -> Void
    ) {
        let state = userData?.assumingMemoryBound(to: SAXSession.self)
        guard let state, let parser = state.pointee.parser else { return }
        body(&state.pointee, parser)
        if state.pointee.builder.shouldStop { state.pointee.library.stopParser(parser) }
    }

    private static func makeHandler() -> PlistcXMLSAXHandler {
        var handler = PlistcXMLSAXHandler()
        handler.initialized = PLISTC_XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, prefix, _, _, _, _, _, _ in
            guard let localName else { return }
            SAXSession.withSession(context) { session, parser in
                let name = ElementName(localName: localName, prefix: prefix)
                let start = session.builder.lastOffset(of: UInt8(ascii: "<"), before: session.offset(parser))
                session.builder.startElement(name, at: start)
            }
        }
        handler.endElementNs = { context, _, _, _ in
            SAXSession.withSession(context) { session, parser in
                session.builder.endElement(at: session.offset(parser))
            }
        }
        let characters: PlistcXMLCharacters = { context, bytes, length in
            guard let bytes, length > 0 else { return }
            SAXSession.withSession(context) { session, parser in
                session.deliver(bytes, length, parser, isCDATA: false)
            }
        }
        handler.characters = characters
        handler.ignorableWhitespace = characters
        handler.cdataBlock = { context, bytes, length in
            guard let bytes, length > 0 else { return }
            SAXSession.withSession(context) { session, parser in
                session.deliver(bytes, length, parser, isCDATA: true)
            }
        }
        handler.comment = { context, text in
            guard let text else { return }
            SAXSession.withSession(context) { session, parser in
                // XML forbids "--" inside a comment, so the last "<!--" before here opens it.
                var start = session.offset(parser)
                repeat {
                    start = session.builder.lastOffset(of: UInt8(ascii: "<"), before: start)
                } while start > 0 && !session.input.holds("<!--", at: start)
                session.builder.comment(UnsafeBufferPointer(start: text, count: Self.length(of: text)), at: start)
            }
        }
        handler.processingInstruction = { context, _, _ in
            SAXSession.withSession(context) { session, parser in
                let start = session.builder.lastOffset(of: UInt8(ascii: "<"), before: session.offset(parser))
                session.builder.processingInstruction(at: start)
            }
        }
        handler.entityDecl = { context, name, _, _, _, _ in
            SAXSession.withSession(context) { session, parser in session.rejectEntity(name, parser) }
        }
        handler.unparsedEntityDecl = { context, name, _, _, _ in
            SAXSession.withSession(context) { session, parser in session.rejectEntity(name, parser) }
        }
        handler.serror = { _, error in
            // Not the callback's own argument, which is userData for most errors but the
            // parser's context itself for a validity error (libxml2 passes its validation
            // context's userData there): the error names the parser, whose userData is the
            // session.
            guard let error, let context = error.pointee.ctxt else { return }
            let userData = context.assumingMemoryBound(to: PlistcXMLParserContextHead.self).pointee.userData
            SAXSession.withSession(userData) { session, parser in
                session.handle(error.pointee, at: session.offset(parser))
            }
        }
        return handler
    }

    /// The length of a C string libxml2 hands over.
    private static func length(of text: UnsafePointer<PlistcXMLChar>) -> Int {
        var count = 0
        while text[count] != 0 { count += 1 }
        return count
    }

    /// Entity declarations are refused outright, before anything could expand or load them.
    private mutating func rejectEntity(_ name: UnsafePointer<PlistcXMLChar>?, _ parser: LibXML2.Context) {
        let entity = name.map { String(cString: $0) } ?? ""
        let start = builder.lastOffset(of: UInt8(ascii: "<"), before: offset(parser))
        builder.report(.entityDeclaration(entity), at: builder.location(at: start))
        builder.stop()
    }

    private mutating func handle(_ error: PlistcXMLError, at offset: Int) {
        let isFatal = Int(error.level) == PLISTC_XML_ERR_FATAL
        sawFatalError = sawFatalError || isFatal
        // After </plist>, Apple's parsers read nothing more: neither does plistc.
        guard !builder.isFinished else { return }
        let libxmlError = LibXMLError(error)
        let atEnd = onlyWhitespace(after: offset)
        if isFatal && atEnd && !libxmlError.isTagMismatch, let open = builder.openElements.last {
            builder.report(.unclosedElement(open.name, openedAt: open.location), at: builder.location(at: input.count))
        } else if let message = libxmlError.message(openElements: builder.openElements) {
            let location =
                if let start = libxmlError.markupStart {
                    builder.location(at: builder.lastOffset(of: start, before: offset))
                } else {
                    builder.location(line: Int(error.line), column: Int(error.int2))
                }
            builder.report(message, at: location)
        }
        if isFatal { builder.stop() }
    }
}
