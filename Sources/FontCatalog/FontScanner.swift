internal import CFreeType

/// Reads font files with FreeType: every face of `.ttf`, `.otf`, `.ttc`/`.otc`, `.woff` and
/// `.woff2` (as far as the installed FreeType reads them).
public enum FontScanner {
    /// The file extensions searched for in directories.
    public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// Whether a file name has a font extension (in any case).
    public static func isFontFile(_ name: String) -> Bool {
        fontExtensions.contains(name.split(separator: ".").last.map { $0.lowercased() } ?? "")
    }

    /// Every face in `files`; files FreeType cannot read become problems, never crashes.
    public static func faces(in files: [String]) -> (faces: [FontFace], problems: [FontProblem]) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            return ([], files.map { FontProblem(file: $0, reason: "FreeType could not start") })
        }
        defer { FT_Done_FreeType(library) }
        var faces: [FontFace] = []
        var problems: [FontProblem] = []
        for file in files {
            switch read(file, library: library) {
            case .success(let found): faces += found
            case .failure(let problem): problems.append(problem)
            }
        }
        return (faces, problems)
    }

    private static func read(_ file: String, library: FT_Library) -> Result<[FontFace], FontProblem> {
        var face: FT_Face?
        // Index -1 asks only how many faces the file holds.
        guard FT_New_Face(library, file, -1, &face) == 0, let probe = face else {
            return .failure(FontProblem(file: file, reason: "not a font file FreeType can read"))
        }
        let count = Int(probe.pointee.num_faces)
        FT_Done_Face(probe)
        var faces: [FontFace] = []
        for index in 0..<count {
            var face: FT_Face?
            guard FT_New_Face(library, file, FT_Long(index), &face) == 0, let face else {
                return .failure(FontProblem(file: file, reason: "face \(index) cannot be read"))
            }
            defer { FT_Done_Face(face) }
            faces.append(describe(face, file: file, index: index))
        }
        return .success(faces)
    }

    private static func describe(_ face: FT_Face, file: String, index: Int) -> FontFace {
        let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
        let postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
        let weightClass = os2.map { Int($0.pointee.usWeightClass) }
        let isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        return FontFace(
            postScriptName: postScriptName, family: family, style: style, weightClass: weightClass, isItalic: isItalic,
            file: file, index: index)
    }
}
