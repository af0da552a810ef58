import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary

/// `--fix` with `--fonts` and `--info-plist`: the font files `font-not-registered` found
/// missing are added to the Info.plist's `UIAppFonts`, at the end of the array (created, after
/// the last top-level entry, when there is none), indented and line-ended as the file is (one
/// level of indentation being that of its top-level keys).
/// Every other byte of the file stays.
package struct AppFontsSync {
    /// The Info.plist's text.
    package let bytes: [UInt8]
    package let path: String

    /// The file with `files` added, and the finding that says so; `nil` when nothing can be
    /// added (the file does not parse, or its root is not a dictionary).
    package func adding(_ files: [String]) -> (bytes: [UInt8], fixed: Diagnostic)? {
        let document = PlistReader().read(bytes, path: path)
        // Every value of an Info.plist is read (iOS's own parser checks them all).
        guard document.isUTF8XML, !files.isEmpty, let root = document.root, let dictionary = root.dictionaryValue,
            !document.strictDiagnostics.contains(where: { $0.severity == .error })
        else { return nil }
        let text = SourceText(bytes)
        let newline = bytes.contains(0x0D) && bytes.contains(0x0A) ? "\r\n" : "\n"
        let strings = files.map { "<string>\(XMLText.escapedContent($0))</string>" }
        let edit: (at: SourceLocation, range: TextRange, text: String)?
        if let entry = dictionary.lastEntry(forKey: "UIAppFonts"), let items = entry.value.arrayValue {
            let indent = indentation(of: entry.keyLocation, in: text)
            if let last = items.last,
                let range = text.resolve(Fix(.element(last.location), with: "", summary: ""))?.range
            {
                let itemIndent = indentation(of: last.location, in: text)
                let added = strings.map { newline + itemIndent + $0 }.joined()
                edit = (last.location, TextRange(start: range.end, end: range.end), added)
            } else if let range = text.resolve(Fix(.element(entry.value.location), with: "", summary: ""))?.range {
                let unit = indent.isEmpty ? "\t" : indent
                let body = strings.map { newline + indent + unit + $0 }.joined()
                edit = (entry.value.location, range, "<array>" + body + newline + indent + "</array>")
            } else {
                edit = nil
            }
        } else if let first = dictionary.entries.first, let last = dictionary.entries.last,
            let range = text.resolve(Fix(.element(last.value.location), with: "", summary: ""))?.range
        {
            let indent = indentation(of: first.keyLocation, in: text)
            let unit = indent.isEmpty ? "\t" : indent
            let array = strings.map { newline + indent + unit + $0 }.joined()
            let added =
                newline + indent + "<key>UIAppFonts</key>" + newline + indent + "<array>" + array + newline + indent
                + "</array>"
            edit = (last.keyLocation, TextRange(start: range.end, end: range.end), added)
        } else {
            edit = nil
        }
        guard let edit else { return nil }
        var fix = Fix(
            .element(edit.at), with: edit.text, summary: "UIAppFonts lists \(files.joined(separator: ", ")) now")
        fix.range = edit.range
        let finding = Diagnostic(
            severity: .error, ruleID: FontNotRegisteredRule.description.id,
            message: Diagnostic.Message("UIAppFonts does not list \(files.joined(separator: ", "))"),
            location: SourceLocation(file: path, line: edit.range.start.line, column: edit.range.start.column),
            keyPath: "UIAppFonts", fix: fix)
        return (FixApplication(bytes, applying: [finding]).bytes, finding)
    }

    /// The spaces and tabs before the element at `location`, on its line.
    private func indentation(of location: SourceLocation, in text: SourceText) -> String {
        guard let offset = text.offset(line: location.line, column: location.column) else { return "" }
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
