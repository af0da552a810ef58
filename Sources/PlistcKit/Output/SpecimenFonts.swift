import PlistcDiagnostics
import PlistcFontCatalog
import PlistcGenerators
import PlistcIO
import PlistcStyleDictionary

/// Gathers what a specimen page shows besides the scale: the findings, and each custom font cut
/// down to the page's characters (or, when it cannot be cut, the whole file).
package enum SpecimenFonts {
    /// The largest font file embedded whole when HarfBuzz cannot subset it.
    package static let wholeFileLimit = 8 << 20

    package static func content(for scale: TypeScale, fonts: FontAvailability?, diagnostics: [Diagnostic])
        -> SpecimenContent
    {
        var content = SpecimenContent(diagnostics: diagnostics)
        guard let fonts else { return content }
        let names = Set(scale.rows.filter { $0.origin == .custom }.map(\.fontName))
        for name in names.sorted() {
            guard let face = fonts.face(named: name) else { continue }
            switch embed(face, characters: SpecimenPage.characters) {
            case .success(let font): content.fonts[name] = font
            case .failure(let problem): content.embeddingProblems[name] = problem.reason
            }
        }
        return content
    }

    /// The face cut down to `characters` for a page, or its whole file when HarfBuzz cannot cut
    /// it (its subsetter missing, or the face one it cannot read) and the file is small enough;
    /// else why it cannot be embedded.
    package static func embed(_ face: FontAvailability.Face, characters: [ClosedRange<UInt32>])
        -> Result<EmbeddedFont, IOFailure>
    {
        if let data = FontSubsetter.subset(file: face.file, index: face.index, characters: characters),
            let font = EmbeddedFont(data: data, fileName: face.fileName, isSubset: true)
        {
            return .success(font)
        }
        let reason = "HarfBuzz cannot subset face \(face.index) of \(face.fileName)"
        guard face.index == 0 else { return .failure(IOFailure(path: face.file, reason: reason)) }
        do throws(IOFailure) {
            let data = try FileSystem.read(face.file, limit: wholeFileLimit + 1)
            guard data.count <= wholeFileLimit else {
                return .failure(IOFailure(path: face.file, reason: "\(reason), and the file is over 8 MiB"))
            }
            guard let font = EmbeddedFont(data: data, fileName: face.fileName, isSubset: false) else {
                return .failure(
                    IOFailure(path: face.file, reason: "\(reason), and browsers cannot read the file as it is"))
            }
            return .success(font)
        } catch {
            return .failure(IOFailure(path: face.file, reason: "\(reason), and \(error.reason)"))
        }
    }
}
