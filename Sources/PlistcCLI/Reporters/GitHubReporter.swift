import PropertyList

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`, which
/// annotate the pull request's diff.
enum GitHubReporter {
    static func render(_ report: LintReport) -> String {
        report.diagnostics.map { diagnostic in
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            let location = diagnostic.location
            let properties = [
                "file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)",
                "title=\(property(diagnostic.ruleID))",
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(data(diagnostic.message.text))\n"
        }.joined()
    }

    /// Escapes a command's data, as the Actions runner expects.
    private static func data(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Escapes a property value, which also may not hold `:` or `,`.
    private static func property(_ text: String) -> String {
        data(text).replacingAll([":": "%3A", ",": "%2C"])
    }
}

extension String {
    /// Replaces each character that is a key of `table` with its value.
    func replacingAll(_ table: [Character: String]) -> String {
        var result = ""
        for character in self { result += table[character] ?? String(character) }
        return result
    }
}
