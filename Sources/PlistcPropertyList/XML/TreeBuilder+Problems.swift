import PlistcDiagnostics

/// The problems the builder records: errors and warnings of the reader, under one limit.
extension TreeBuilder {
    /// Records a problem found outside the grammar (by libxml2, or before parsing).
    mutating func report(_ message: Diagnostic.Message, at location: SourceLocation, fix: Fix? = nil) {
        guard !isFinished, !shouldStop || diagnostics.isEmpty, !stopsAtTheLimit(at: location) else { return }
        var diagnostic = Diagnostic.syntax(message, at: location, keyPath: keyPath)
        diagnostic.fix = fix
        diagnostics.append(diagnostic)
        for index in stack.indices { stack[index].isBroken = true }
    }

    /// Records a warning of the reader: something both parsers read, though it is not what it
    /// looks like. It leaves the elements around it whole.
    mutating func warn(_ message: Diagnostic.Message, at location: SourceLocation) {
        guard !isFinished, !shouldStop, !stopsAtTheLimit(at: location) else { return }
        var diagnostic = Diagnostic.syntax(message, at: location, keyPath: keyPath)
        diagnostic.severity = .warning
        diagnostics.append(diagnostic)
    }

    /// The problems found so far: diagnostics and deferred scalars, which share one limit.
    private var problemCount: Int { diagnostics.count + deferredScalars }

    /// Whether the problem about to be recorded is one too many: then the last one says so,
    /// and reading ends.
    mutating func stopsAtTheLimit(at location: SourceLocation) -> Bool {
        guard problemCount >= limits.maxDiagnostics - 1 else { return false }
        if !shouldStop {
            diagnostics.append(.syntax(.tooManyProblems(limit: limits.maxDiagnostics), at: location))
            for index in stack.indices { stack[index].isBroken = true }
        }
        shouldStop = true
        return true
    }
}
