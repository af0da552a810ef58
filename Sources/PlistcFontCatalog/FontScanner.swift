/// Reads font files with FreeType: every face of `.ttf`, `.otf`, `.ttc`/`.otc`, `.woff` and
/// `.woff2` (as far as the installed FreeType reads them).
public enum FontScanner {
    /// The file extensions searched for in directories.
    public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// Whether FreeType could be loaded: without it, every font file is reported unreadable.
    public static var isAvailable: Bool { FreeType.shared != nil }

    /// Whether a file name has a font extension (in any case).
    public static func isFontFile(_ name: String) -> Bool {
        fontExtensions.contains(name.split(separator: ".").last.map { $0.lowercased() } ?? "")
    }

    /// Every face in `files`; files FreeType cannot read become problems, never crashes.
    /// Without FreeType installed, every file is a problem that says how to install it.
    public static func faces(in files: [String]) -> (faces: [FontFace], problems: [FontProblem]) {
        var library: FreeType.Library?
        guard let freeType = FreeType.shared, freeType.initialize(&library) == 0, let library else {
            let reason = FreeType.shared == nil ? FreeType.missing : "FreeType could not start"
            return ([], files.map { FontProblem(file: $0, reason: reason) })
        }
        defer { _ = freeType.finish(library) }
        var faces: [FontFace] = []
        var problems: [FontProblem] = []
        for file in files {
            switch read(file, with: freeType, library: library) {
            case .success(let found): faces += found
            case .failure(let problem): problems.append(problem)
            }
        }
        return (faces, problems)
    }

    private static func read(_ file: String, with freeType: FreeType, library: FreeType.Library) -> Result<
        [FontFace], FontProblem
    > {
        var face: FreeType.Face?
        // Index -1 asks only how many faces the file holds.
        guard freeType.newFace(library, file, -1, &face) == 0, let probe = face else {
            return .failure(FontProblem(file: file, reason: "not a font file FreeType can read"))
        }
        let count = FreeType.faceCount(probe)
        _ = freeType.doneFace(probe)
        var faces: [FontFace] = []
        for index in 0..<max(count, 0) {
            var face: FreeType.Face?
            guard freeType.newFace(library, file, index, &face) == 0, let face else {
                return .failure(FontProblem(file: file, reason: "face \(index) cannot be read"))
            }
            defer { _ = freeType.doneFace(face) }
            faces.append(describe(face, with: freeType, file: file, index: index))
        }
        return .success(faces)
    }

    private static func describe(_ face: FreeType.Face, with freeType: FreeType, file: String, index: Int) -> FontFace {
        let os2 = freeType.sfntTable(face, FreeType.os2Table)
        var described = FontFace(
            postScriptName: freeType.postScriptName(face).map { String(cString: $0) } ?? "",
            family: FreeType.familyName(face) ?? "", style: FreeType.styleName(face) ?? "",
            weightClass: os2.map(FreeType.weightClass(inOS2:)),
            isItalic: FreeType.styleFlags(face) & FreeType.italicFlag != 0, file: file, index: index)
        if let head = freeType.sfntTable(face, FreeType.headTable),
            let hhea = freeType.sfntTable(face, FreeType.hheaTable)
        {
            let unitsPerEm = FreeType.unitsPerEm(inHead: head)
            let line = FreeType.lineMetrics(inHhea: hhea)
            if unitsPerEm > 0 {
                described.lineHeightPerPoint =
                    Double(line.ascender - line.descender + line.lineGap) / Double(unitsPerEm)
            }
        }
        return described
    }
}
