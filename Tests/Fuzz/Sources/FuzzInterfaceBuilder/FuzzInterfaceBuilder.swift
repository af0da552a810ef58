import FuzzSupport
import PlistcDiagnostics
import PlistcInterfaceBuilder
import PlistcSourceChecks
import PlistcStyleDictionary

/// The storyboard reader and its rules on any bytes: every element after its parent and on a
/// line of the input, every attribute's span inside it and in order, every element's text
/// readable, every finding on a line of the input, and every fix's range inside the input, in
/// both fixes' forms (unticking, and a text style).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let document = XMLElements(bytes)
    for (index, element) in document.elements.enumerated() {
        precondition(element.parent < index, "a parent after its child")
        precondition(element.line >= 1 && element.line <= lines && element.column >= 1, "an element at no place")
        let spans = document.spans(of: element)
        precondition(document.attributes(of: element).count == spans.count, "an attribute with no span")
        var last = 0
        for span in spans {
            precondition(last <= span.start.offset && span.start.offset < span.end.offset, "spans out of order")
            precondition(span.end.offset <= bytes.count, "a span outside the input")
            last = span.end.offset
        }
    }
    if document.problem == nil { precondition(!document.elements.isEmpty, "a document with no element") }
    for index in document.elements.indices { _ = document.text(of: index) }
    var styled = LintConfiguration()
    styled.options.fixGivesIBTextStyle = true
    let findings =
        SourceCheck.check(bytes, path: "Fuzz.storyboard", configuration: LintConfiguration()).findings
        + SourceCheck.check(bytes, path: "Fuzz.storyboard", configuration: styled, dictionaries: noteworthyCatalog)
        .findings
    for finding in findings {
        precondition(finding.location.line >= 1 && finding.location.line <= lines, "a finding at no line")
        if let range = finding.fix?.range {
            precondition(range.start.offset < range.end.offset && range.end.offset <= bytes.count, "a fix outside")
        }
    }
    return 0
}
