import Foundation

/// Golden-file comparison with a record switch: `PLISTC_RECORD=1 swift test` rewrites every
/// golden from the current output, and `git diff` then shows what changed.
public enum Golden {
    /// Whether this run rewrites goldens instead of comparing with them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["PLISTC_RECORD"] == "1" }

    /// Compares `actual` with the golden file at `path` (or records it).
    ///
    /// - Returns: `nil` when they match (or after recording), otherwise a description of the
    ///   first difference for the test to report.
    public static func check(_ actual: String, against path: String) -> String? {
        if isRecording {
            do {
                try actual.write(toFile: path, atomically: true, encoding: .utf8)
                return nil
            } catch {
                return "cannot record \(path): \(error)"
            }
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            return "missing golden \(Fixtures.relative(path)): run PLISTC_RECORD=1 swift test to create it"
        }
        guard expected != actual else { return nil }
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        let index =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let want = index < expectedLines.count ? expectedLines[index] : "<end of file>"
        let got = index < actualLines.count ? actualLines[index] : "<end of output>"
        return "\(Fixtures.relative(path)) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)"
    }
}
