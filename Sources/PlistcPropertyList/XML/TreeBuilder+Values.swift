import PlistcDiagnostics

/// The values of closed elements and where they go: scalars read from their text, containers
/// from their children, and scalars whose text only CoreFoundation rejects deferred.
extension TreeBuilder {
    /// Records a scalar's text that CoreFoundation rejects and swift-foundation reads unless it
    /// is decoded (`ParserDifference.Kind.unreadableScalar`): a problem for the runtime to judge,
    /// which leaves the elements around it whole. It counts towards the reader's limit of
    /// problems with the diagnostics (`problemCount`).
    mutating func deferScalar(
        _ message: Diagnostic.Message, at location: SourceLocation, value: SourceLocation, fix: Fix? = nil
    ) {
        guard !isFinished, !shouldStop else { return }
        // One finding a value: `abc ` has white space after it and is no number.
        if let last = parserDifferences.last, last.valueLocation == value, case .unreadableScalar = last.kind { return }
        guard !stopsAtTheLimit(at: location) else { return }
        deferredScalars += 1
        parserDifferences.append(
            ParserDifference(
                .unreadableScalar(message), at: location, value: value, keyPath: keyPath, rewrite: fix))
    }

    /// The value of an element that just closed, a scalar's content at `raw` in the input (`nil`
    /// when written empty, `<integer/>`), or `nil` when it is broken or invalid. A scalar whose
    /// text CoreFoundation cannot read as a value is `unreadable`, with its problem deferred to
    /// the runtime (`deferScalar`); one it reads but rejects for how it is written (`17 `) keeps
    /// its value, with the problem deferred all the same.
    mutating func value(of frame: Frame, kind: ElementKind, raw: Range<Int>?) -> PlistValue? {
        if frame.isBroken {
            if kind == .dict { openEntries.discard(from: frame.firstChild) }
            if kind == .array { openItems.discard(from: frame.firstChild) }
            return nil
        }
        if kind.isScalar, raw == nil {
            // Both parsers refuse these elements empty as written: <integer/>, <data/>.
            report(kind.emptyElement, at: frame.location)
            return nil
        }
        let content: PlistValue.Content
        do throws(ScalarError) {
            switch kind {
            case .dict: content = .dictionary(PlistDictionary(entries: openEntries.take(from: frame.firstChild)))
            case .array: content = .array(openItems.take(from: frame.firstChild))
            case .plist, .key: return nil
            case .date, .data:
                guard let raw else { return nil }
                content = try rawScalar(kind, raw: raw, at: frame.location)
            case .string: content = .string(text.string)
            case .integer, .real, .true, .false: content = try text.scalar(kind)
            }
        } catch {
            guard kind != .true, kind != .false else {
                // Both parsers reject text inside <true/> and <false/> as they read it.
                report(error.message, at: frame.location)
                return nil
            }
            deferScalar(error.message, at: frame.location, value: frame.location)
            return PlistValue(.unreadable(kind.rawValue), at: frame.location)
        }
        return PlistValue(content, at: frame.location)
    }
}

extension ElementKind {
    /// `<integer>`, `<real>`, `<date>` and `<data>`: the values read from their text.
    var isScalar: Bool { self == .integer || self == .real || self == .date || self == .data }

    /// The finding for one of those written empty (`<integer/>`).
    fileprivate var emptyElement: Diagnostic.Message {
        switch self {
        case .integer: .emptyInteger
        case .real: .emptyReal
        default: .emptyScalarElement(rawValue)
        }
    }
}
