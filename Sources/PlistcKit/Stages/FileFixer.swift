import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary

/// `lint --fix` on one file's bytes: rounds of read, lint, resolve and apply, until no fix is
/// left to apply, all in memory. Only a UTF-8 XML file is edited, and only while every error
/// the reader finds has a fix (a file that does not parse otherwise is left alone).
package struct FileFixer: Sendable {
    package let pipeline: Pipeline
    package let configuration: LintConfiguration

    /// Rounds are needed when fixes overlap, or when the reader's fixes make a file readable
    /// for the rules' fixes; a file never needs many.
    private static let maxRounds = 8

    /// What fixing one file gave.
    package struct Result: Sendable {
        /// The fixed file (the bytes given, when nothing applied).
        package let bytes: [UInt8]
        /// The findings fixed, each located in the text of the round that fixed it.
        package let fixed: [Diagnostic]
        /// Why the file was not edited, when it was not.
        package let refusal: String?
        /// Set when the file was skipped for being no style dictionary.
        package var foreign: Foreign?
    }

    /// A file that is no style dictionary, and what it is when plistc can tell.
    package struct Foreign: Sendable {
        package let format: ForeignFormat?
    }

    /// Fixes `bytes`; with `skippingForeign`, a file that is no style dictionary is returned as
    /// it is, marked `foreign`. Each round's tree is let go before its fixes are applied.
    package func fix(_ bytes: [UInt8], path: String, skippingForeign: Bool = false) -> Result {
        var current = bytes
        var fixed: [Diagnostic] = []
        var unlimited = configuration
        unlimited.maxFindingsPerRule = nil
        for round in 0..<Self.maxRounds {
            let found: [Diagnostic]
            do {
                let document = pipeline.read(current, path: path)
                let file = pipeline.facts(document, options: configuration.options)
                if round == 0 && skippingForeign && !file.looksLikeStyleDictionary {
                    var result = Result(bytes: bytes, fixed: [], refusal: nil)
                    result.foreign = Foreign(format: file.foreignFormat)
                    return result
                }
                guard document.isUTF8XML else {
                    return Result(
                        bytes: bytes, fixed: [], refusal: "not fixed: plistc --fix edits UTF-8 XML property lists only")
                }
                if let refusal = Self.refusal(file, afterFixing: !fixed.isEmpty) {
                    return Result(bytes: bytes, fixed: [], refusal: refusal)
                }
                found = pipeline.findings(file, configuration: unlimited)
            }
            let application = FixApplication(current, applying: SourceText(current).resolve(found))
            guard !application.applied.isEmpty else { break }
            fixed += application.applied
            current = application.bytes
        }
        return Result(bytes: current, fixed: fixed, refusal: nil)
    }

    /// Why a file is not fixed: an error the reader found that no fix mends (never the case
    /// after a fix; should one break the file, nothing is changed).
    private static func refusal(_ file: StyleDictionaryFile, afterFixing: Bool) -> String? {
        guard let unfixable = file.readerDiagnostics.first(where: { $0.severity == .error && $0.fix == nil }) else {
            return nil
        }
        return afterFixing
            ? "not fixed: the fixes would leave the file unreadable, so none was made; please report this"
            : "not fixed: the file does not parse (\(unfixable.location.line):\(unfixable.location.column): \(unfixable.message)); fix that first"
    }
}
