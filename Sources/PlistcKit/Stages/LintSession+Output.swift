import PlistcIO

extension LintSession {
    /// Whether `-o` names one of the files the run reads (an input, `--config`, `--info-plist`,
    /// a font, `--system-font`, what a configuration names), which is refused, before anything
    /// is written, with status 2.
    package func overwritesAnInput(_ collected: InputCollector) -> Bool {
        guard let output = delivery.output else { return false }
        let named = OutputFile.filesRead(
            besides: collected.inputs.compactMap(\.filePath), configuration: request.check.configuration,
            fonts: request.fonts,
            also: [request.systemFont].compactMap { $0 }.map { OutputFile.FileRead($0, role: "the --system-font") }
        )
        do throws(UsageError) {
            try OutputFile.ReadFiles(named, readsStandardInput: collected.inputs.contains(.standardInput)).refuse(
                output)
            return false
        } catch {
            host.messageLine("plistc lint: \(error.message)")
            return true
        }
    }

    /// Whether `-o` names a strings file the `"fit"` budgets read (`--strings`, `"strings"`) or
    /// a Swift file checked (`--sources`, `"sources"`): refused as an input is, before anything
    /// is written.
    package func overwritesAStringsFile(_ checks: [FitCheck], sources: [String] = []) -> Bool {
        guard let output = delivery.output, !checks.isEmpty || !sources.isEmpty else { return false }
        do throws(UsageError) {
            let strings = (request.stringsFiles + checks.flatMap(\.stringsFiles)).map {
                OutputFile.FileRead($0, role: "a strings file this run reads")
            }
            let swift = sources.map(OutputFile.FileRead.source)
            try OutputFile.ReadFiles(strings + swift, readsStandardInput: false).refuse(output)
            return false
        } catch {
            host.messageLine("plistc lint: \(error.message)")
            return true
        }
    }

    /// Prints why a file could not be read, and counts it: the run ends with status 2.
    package func report(_ failure: IOFailure, _ problems: inout Int) {
        host.messageLine(TextReporter.line(for: failure))
        problems += 1
    }
}
