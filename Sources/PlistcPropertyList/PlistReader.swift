import PlistcDiagnostics

/// Reads XML property lists, locating every value and reporting every problem, and binary
/// ones (`bplist00`), as Apple's parsers do.
///
/// Plain XML, what nearly every property list is, is read by `PlainXMLScanner`; everything
/// else, and every file with a problem, by libxml2, whose messages are the ones shown. Both
/// feed the same `TreeBuilder`, so the two readings of a plain file are the same.
///
/// The reader never touches the network or the file system (no external DTD, no external
/// entities), refuses entity declarations outright, and bounds depth and size, so it is safe
/// on files from untrusted pull requests.
public struct PlistReader: Sendable {
    /// The bounds enforced on each input.
    public var limits: ReaderLimits
    /// How many levels of the tree are kept, or `nil` for all of them. Values nested deeper are
    /// checked as thoroughly (every syntax error is still found) but not kept: a container at
    /// the last level kept is read as empty. A linter that looks at three levels need not hold
    /// a 30 MB tree.
    public var keptLevels: Int?
    /// When set, libxml2 reads every XML file, even the plain ones `PlainXMLScanner` reads
    /// itself: the tests compare the two readings.
    var usesLibXML2Only = false

    /// Creates a reader with the given limits, keeping `keptLevels` levels of the tree (all of
    /// it by default).
    public init(limits: ReaderLimits = ReaderLimits(), keptLevels: Int? = nil) {
        self.limits = limits
        self.keptLevels = keptLevels
    }

    /// Reads one property list.
    ///
    /// Input longer than `limits.maxBytes` is refused whole, so a caller that reads a file
    /// need read no more than `limits.maxBytes + 1` bytes of it.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The path to show in locations, such as `Fonts/Noteworthy.plist` or `<stdin>`.
    /// - Returns: The value tree when the file is valid, and every problem found.
    public func read(_ bytes: [UInt8], path: String) -> PlistDocument {
        bytes.withUnsafeBufferPointer { buffer in
            if buffer.count > limits.maxBytes {
                return failure(.tooLarge(limit: limits.maxBytes), path: path)
            }
            if buffer.starts(with: BinaryPlistReader.signature) {
                return BinaryPlistReader.read(buffer, path: path, limits: limits, keptLevels: keptLevels)
            }
            do throws(InputDecoding.Problem) {
                let prepared = try InputDecoding.prepare(buffer)
                guard let text = prepared.transcoded else { return parse(buffer, prepared, path: path) }
                return text.withUnsafeBufferPointer { parse($0, prepared, path: path) }
            } catch {
                return failure(error.message, path: path)
            }
        }
    }

    /// Parses the file's text (in UTF-8) from where `prepared` says.
    private func parse(
        _ text: UnsafeBufferPointer<UInt8>, _ prepared: InputDecoding.Prepared, path: String
    ) -> PlistDocument {
        if let problem = InputSniffer.problem(in: text) { return failure(problem, path: path) }
        if text[prepared.parseStart...].allSatisfy(\.isXMLWhitespace) {
            return failure(.onlyDeclaration, path: path)
        }
        // Bound, not chosen with `??`: a builder is some thirty references, which `??` copies.
        let builder: TreeBuilder
        if !usesLibXML2Only,
            let plain = PlainXMLScanner.read(
                text, from: prepared.parseStart, path: path, limits: limits, keptLevels: keptLevels)
        {
            builder = plain
        } else if let read = libXML2Reading(text, prepared, path: path) {
            builder = read
        } else {
            return failure(.needsLibXML2, path: path)
        }
        let diagnostics = builder.diagnostics.sorted { $0.location < $1.location }
        let encoding = prepared.difference.map { [ParserDifference($0, at: Self.start(of: path))] } ?? []
        var document = PlistDocument(
            path: path, root: diagnostics.contains { $0.severity == .error } ? nil : builder.root,
            diagnostics: diagnostics,
            comments: builder.comments, parserDifferences: encoding + builder.parserDifferences)
        document.isUTF8XML = prepared.transcoded == nil
        return document
    }

    /// The file read by libxml2, or `nil` when libxml2 is not installed.
    private func libXML2Reading(_ text: UnsafeBufferPointer<UInt8>, _ prepared: InputDecoding.Prepared, path: String)
        -> TreeBuilder?
    {
        guard let library = LibXML2.shared else { return nil }
        return SAXSession.run(
            library, input: text, from: prepared.parseStart, path: path, limits: limits, keptLevels: keptLevels)
    }

    /// The start of the file at `path`: where a problem with the whole file is reported. Made
    /// only for such a problem, since each location made from a path looks the path up.
    private static func start(of path: String) -> SourceLocation { SourceLocation(file: path, line: 1, column: 1) }

    /// A document that is one problem with the whole file.
    private func failure(_ message: Diagnostic.Message, path: String) -> PlistDocument {
        PlistDocument(path: path, root: nil, diagnostics: [.syntax(message, at: Self.start(of: path))])
    }

    /// The version of the libxml2 library in use, such as `2.9.14`, or `not installed`.
    public static var libxml2Version: String { LibXML2.shared?.version ?? "not installed" }
}
