import PlistcDiagnostics

/// The content events: text, CDATA, comments and processing instructions.
extension TreeBuilder {
    /// A piece of a CDATA section, starting at `offset` in the input; `isVerbatim` when it is
    /// an unchanged copy of the input there.
    ///
    /// XML turns CRLF and lone CR into LF everywhere, CDATA included, as CoreFoundation and
    /// expat do; libxml2's push parser hands CDATA over raw, so the line ends are normalized
    /// here, across piece boundaries too.
    mutating func cdata(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int, isVerbatim: Bool) {
        if let top = stack.last, let kind = top.kind, [.integer, .real, .date, .data].contains(kind), !top.hasCDATA {
            stack[stack.count - 1].hasCDATA = true
            let location = tracker.location(at: lastOffset(of: UInt8(ascii: "<"), before: offset))
            switch kind {
            case .integer: report(.cdataInInteger, at: location)
            case .real:
                parserDifferences.append(
                    ParserDifference(.cdataInReal, at: location, value: top.location, keyPath: keyPath))
            default: report(.cdataInScalar(kind.rawValue), at: location)
            }
        }
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
                report(.textTooLong(text(of: stack[top].name), limit: limits.maxStringBytes), at: stack[top].location)
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
            .textBetweenElements(quoted(content), container: text(of: stack[top].name)),
            at: tracker.location(at: offset + first))
    }

    /// An XML comment, its text as libxml2 hands it over, whose `<!--` starts at `offset`.
    /// Runs of XML white space become one space, and none is left at either end.
    mutating func comment(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let location = tracker.location(at: offset)
        if let top = stack.last, top.kind?.holdsText == true {
            let written = "<!--" + String(decoding: text, as: UTF8.self) + "-->"
            if textComments?.depth == stack.count {
                textComments?.comments.append(written)
            } else {
                let before = diagnostics.count
                report(.commentInText(self.text(of: top.name)), at: location)
                let finding = diagnostics.count > before ? diagnostics.count - 1 : nil
                textComments = TextComments(depth: stack.count, finding: finding, comments: [written])
            }
        }
        commentLog.add(text.collapsingXMLWhitespace(), at: location)
    }

    /// Gives the finding of a comment inside a text-only element its fix: the element with its
    /// text alone, and the comments after it (a `plistc:disable` in one keeps working).
    mutating func moveComments(of frame: Frame, _ found: TextComments) {
        guard let finding = found.finding, finding < diagnostics.count, !frame.hasCDATA, frame.kind != .integer,
            frame.kind != .real
        else { return }
        let name = text(of: frame.name)
        let element = "<\(name)>\(XMLText.escapedContent(text.string))</\(name)>"
        setFix(
            ofFinding: finding,
            to: Fix(
                .element(frame.location), with: element + found.comments.joined(),
                summary: "comment moved out of <\(name)>"))
    }

    /// A processing instruction (`<?target …?>`) whose `<` is at `offset`: Apple's parsers
    /// reject one inside an element that holds text.
    mutating func processingInstruction(at offset: Int) {
        guard let top = stack.last, top.kind?.holdsText == true else { return }
        report(.processingInstructionInText(text(of: top.name)), at: tracker.location(at: offset))
    }

    /// What Apple's parsers say of a number's text that XML allows: white space after the
    /// number, and a reference inside `<integer>`, CoreFoundation rejects, and swift-foundation
    /// where the number is decoded (deferred to the runtime); a reference inside `<real>`
    /// swift-foundation rejects where it is decoded, `-nan` CoreFoundation everywhere.
    mutating func checkNumberText(of frame: Frame, kind: ElementKind, raw: Range<Int>?) {
        // The usual number, one verbatim piece that ends in a digit and has no minus sign in a
        // <real>, needs no look at the input.
        let needsLook = text.withBytes { bytes in
            bytes.last?.isXMLWhitespace == true || (kind == .real && bytes.contains(UInt8(ascii: "-")))
        }
        guard needsLook || !text.isVerbatim else { return }
        guard let range = raw, !frame.hasCDATA else { return }
        let content = input[range]
        let reference = content.firstIndex(of: UInt8(ascii: "&"))
        if let reference {
            let location = tracker.location(at: reference)
            let fix = plainNumberFix(frame, kind: kind, content: content, summary: "reference written as digits")
            if kind == .integer {
                deferScalar(.referenceInInteger, at: location, value: frame.location, fix: fix)
                return
            }
            parserDifferences.append(
                ParserDifference(
                    .referenceInReal, at: location, value: frame.location, keyPath: keyPath, rewrite: fix))
        }
        // CoreFoundation reads a <real> with its references expanded: look at that text.
        let (endsWithSpace, isNegativeNaN) = text.withBytes { bytes in
            let number = bytes.drop(while: \.isXMLWhitespace)
            let nan = number.count == 4 && zip(number, "-nan".utf8).allSatisfy { $0 | 0x20 == $1 }
            return (number.last?.isXMLWhitespace == true, kind == .real && nan)
        }
        if endsWithSpace {
            let typed = content.drop(while: \.isXMLWhitespace)
            let firstSpace =
                typed.last?.isXMLWhitespace == true
                ? typed.lastIndex { !$0.isXMLWhitespace }.map { $0 + 1 } ?? typed.startIndex
                : reference ?? range.lowerBound
            let fix = plainNumberFix(frame, kind: kind, content: content, summary: "white space removed")
            deferScalar(
                .whitespaceAfterNumber(kind.rawValue), at: tracker.location(at: firstSpace), value: frame.location,
                fix: fix)
        } else if isNegativeNaN {
            let start = content.firstIndex { !$0.isXMLWhitespace } ?? range.lowerBound
            parserDifferences.append(
                ParserDifference(
                    .negativeNaN, at: tracker.location(at: start), value: frame.location, keyPath: keyPath))
        }
    }

    /// The fix that writes a number element's text as the plain number it means, when its
    /// content is text and references alone (no comment, CDATA or processing instruction) and
    /// reads as a number.
    private func plainNumberFix(
        _ frame: Frame, kind: ElementKind, content: Slice<UnsafeBufferPointer<UInt8>>, summary: String
    ) -> Fix? {
        guard !content.contains(UInt8(ascii: "<")) else { return nil }
        let number = String(
            text.string.unicodeScalars.drop(while: \.isXMLSpace).reversed().drop(while: \.isXMLSpace).reversed().map(
                Character.init))
        let digits = number.drop { $0 == "-" || $0 == "+" }
        let isNumber =
            kind == .integer
            ? !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
            : Double(number) != nil
        guard isNumber, number.allSatisfy(\.isASCII) else { return nil }
        return Fix(
            .content(frame.location), with: number,
            summary: "<\(kind.rawValue)>\(number)</\(kind.rawValue)>: \(summary)")
    }
}

extension Unicode.Scalar {
    fileprivate var isXMLSpace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" }
}
