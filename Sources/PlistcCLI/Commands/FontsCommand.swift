import PlistcDiagnostics
import PlistcFontCatalog
import PlistcJSON
import PlistcKit

/// `plistc fonts`: the faces in font files, with the PostScript names style dictionaries need.
enum FontsCommand: Command {
    static let name = "fonts"
    static let spec = CommandSpec(
        name: name,
        summary: "list the faces in font files: PostScript name, family, style, weight, file",
        synopsis: "plistc fonts [--json] PATH...",
        discussion: """
            PATH is a font file (.ttf, .otf, .ttc, .otc, .woff, .woff2) or a directory searched for
            them. The PostScript name is the one to write as fontName; it often differs from the
            file name. Files FreeType cannot read are reported as warnings.
            """,
        options: [json],
        run: { arguments, console throws(UsageError) in
            guard !arguments.positionals.isEmpty else { throw UsageError("fonts needs at least one PATH") }
            let (faces, missing) = ProjectFonts.readFaces(
                FontPaths(commandLine: arguments.positionals), host: console.host)
            console.writeOutput(arguments.flag(json) ? jsonText(faces) : table(faces))
            return missing == 0 ? .clean : .usageOrIO
        }
    )

    static let json = Flag("json", help: "print a JSON array instead of a table")

    private static func table(_ faces: [FontFace]) -> String {
        let header = ["PostScript name", "family", "style", "weight", "file"]
        // Names come from the font files, which may hide control characters: shown escaped.
        let rows = faces.map { face in
            [
                face.postScriptName, face.family, face.style + (face.isItalic ? " (italic)" : ""),
                face.weightClass.map(String.init) ?? "-", face.file + (face.index > 0 ? " #\(face.index)" : ""),
            ].map(TextReporter.printable)
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private static func jsonText(_ faces: [FontFace]) -> String {
        let objects = faces.map { face in
            JSONValue.object([
                "postScriptName": .string(face.postScriptName), "family": .string(face.family),
                "style": .string(face.style), "weight": face.weightClass.map { .int($0) } ?? .null,
                "italic": .bool(face.isItalic), "file": .string(face.file), "index": .int(face.index),
            ])
        }
        return JSONWriter.text(.array(objects), layout: .lines(depth: 1), finalNewline: true)
    }
}
