/// The values of closed elements and where they go: scalars read from their text, containers
/// from their children, and scalars whose text only CoreFoundation rejects deferred.
extension TreeBuilder {
    /// Records a scalar's text that CoreFoundation rejects and swift-foundation reads unless it
    /// is decoded (`ParserDifference.Kind.unreadableScalar`): a problem for the runtime to judge,
    /// which leaves the elements around it whole. It counts towards the reader's limit of
    /// problems, as a syntax error does.
    mutating func deferScalar(
        _ message: Diagnostic.Message, at location: SourceLocation, value: SourceLocation, fix: Fix? = nil
    ) {
        guard !isFinished, !shouldStop else { return }
        // One finding a value: `abc ` has white space after it and is no number.
        if let last = parserDifferences.last, last.valueLocation == value, case .unreadableScalar = last.kind { return }
        if diagnostics.count + deferredScalars == limits.maxDiagnostics - 1 {
            report(.tooManyProblems(limit: limits.maxDiagnostics), at: location)
            shouldStop = true
            return
        }
        deferredScalars += 1
        parserDifferences.append(
            ParserDifference(
                .unreadableScalar(message), at: location, value: value, keyPath: stack.keyPath, rewrite: fix))
    }

    /// The value of an element that just closed, whose end tag's `>` ends just before `offset`,
    /// or `nil` when it is broken or invalid. A scalar whose text only CoreFoundation rejects
    /// is `unreadable`, with its problem deferred to the runtime (`deferScalar`).
    mutating func value(of frame: Frame, kind: ElementKind, endingAt offset: Int) -> PlistValue? {
        if frame.isBroken {
            if kind == .dict { openEntries.discard(from: frame.firstChild) }
            if kind == .array { openItems.discard(from: frame.firstChild) }
            return nil
        }
        if kind.isScalar, rawContent(of: frame, endingAt: offset) == nil {
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
            case .date, .data: content = try rawScalar(of: frame, kind: kind, endingAt: offset)
            default: content = try text.scalar(kind)
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

    /// Hands a closed value to the element around it; `nil` stands for a value that failed.
    mutating func attach(_ value: PlistValue?) {
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
    mutating func consumePendingKey(_ index: Int) -> (text: String, location: SourceLocation)? {
        defer { stack[index].pendingKey = nil }
        return stack[index].pendingKey
    }
}

extension ElementKind {
    /// `<integer>`, `<real>`, `<date>` and `<data>`: the values read from their text.
    fileprivate var isScalar: Bool { self == .integer || self == .real || self == .date || self == .data }

    /// The finding for one of those written empty (`<integer/>`).
    fileprivate var emptyElement: Diagnostic.Message {
        switch self {
        case .integer: .emptyInteger
        case .real: .emptyReal
        default: .emptyScalarElement(rawValue)
        }
    }
}
