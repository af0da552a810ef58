import PlistcDiagnostics

/// The fonts that font rules check names against: faces read from font files, the platform's
/// built-in names, and what an Info.plist registers (`UIAppFonts`).
public struct FontAvailability: Sendable, Hashable {
    /// A face read from a file.
    public struct Face: Sendable, Hashable {
        public let postScriptName: String
        public let file: String
        /// The OS/2 weight class, when the file has one.
        public let weightClass: Int?
        /// The face's position in its file: 0, or more in a collection (`.ttc`).
        public let index: Int
        /// The family name, such as `Noto Serif`, when the file gives one.
        public let family: String?
        /// The font's own line height per point of size (hhea metrics), when the file has them.
        public var lineHeightPerPoint: Double? = nil
        /// Whether the face is italic or oblique.
        public var isItalic = false

        /// Creates a face.
        public init(postScriptName: String, file: String, weightClass: Int?, index: Int = 0, family: String? = nil) {
            self.postScriptName = postScriptName
            self.file = file
            self.weightClass = weightClass
            self.index = index
            self.family = family
        }

        /// The file's name without its folder: what `UIAppFonts` lists.
        public var fileName: String { PathText.fileName(file) }
    }

    /// A `UIAppFonts` entry, and where it stands in the Info.plist.
    public struct Registration: Sendable, Hashable {
        public let fileName: String
        public let location: SourceLocation

        /// Creates a registration.
        public init(fileName: String, location: SourceLocation) {
            self.fileName = fileName
            self.location = location
        }
    }

    public let faces: [Face]
    /// PostScript names the platform ships (empty with `--platform-fonts none`).
    public let builtIn: Set<String>
    /// The Info.plist's `UIAppFonts`, when one was given.
    public let registrations: [Registration]?
    /// Lookups built once, so that checking a name costs the same however many entries and
    /// fonts there are.
    private let index: NameIndex

    /// Creates the set of available fonts.
    public init(faces: [Face], builtIn: Set<String>, registrations: [Registration]? = nil) {
        self.faces = faces
        self.builtIn = builtIn
        self.registrations = registrations
        index = NameIndex(faces: faces, builtIn: builtIn)
    }

    /// The face with exactly this PostScript name, from a file (the first, when several files
    /// hold one).
    public func face(named name: String) -> Face? {
        index.faceByName[name].map { faces[$0] }
    }

    /// Whether a name resolves: a face from a file, or a built-in font.
    public func knows(_ name: String) -> Bool {
        builtIn.contains(name) || index.faceByName[name] != nil
    }

    /// The name most likely meant, and the file holding it (nil for a built-in font): the
    /// same name in another case, with or without `-Regular`, the face of a file named like the
    /// name (`Inter-Regular.ttf` holding `Inter`), or a name at most two edits away.
    public func suggestion(for name: String) -> (name: String, file: String?)? {
        let lowered = name.lowercased()
        if let position = index.byFoldedName[lowered] { return index.named[position] }
        let withRegular = index.byFoldedName[lowered + "-regular"]
        let withoutRegular =
            lowered.hasSuffix("-regular") ? index.byFoldedName[String(lowered.dropLast("-regular".count))] : nil
        if let position = [withRegular, withoutRegular].compactMap({ $0 }).min() { return index.named[position] }
        let byFile = [index.faceByFileStem[lowered], index.faceByFileStem[lowered + "-regular"]].compactMap { $0 }.min()
        if let byFile { return (faces[byFile].postScriptName, faces[byFile].file) }
        guard let close = index.spellings.closest(to: name, within: 2), let position = index.firstNamed[close] else {
            return nil
        }
        return index.named[position]
    }

    public static func == (lhs: FontAvailability, rhs: FontAvailability) -> Bool {
        (lhs.faces, lhs.builtIn, lhs.registrations) == (rhs.faces, rhs.builtIn, rhs.registrations)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(faces)
        hasher.combine(builtIn)
        hasher.combine(registrations)
    }
}

/// The lookups behind `FontAvailability`: every name (faces first, in order, then the built-in
/// names sorted), by exact and by lower-cased spelling, and faces by file name.
private struct NameIndex: Sendable {
    /// Every name with its file (nil for a built-in font), faces first.
    let named: [(name: String, file: String?)]
    /// The position in `named` of each name's first appearance.
    let firstNamed: [String: Int]
    /// The position in `named` of the first name of each lower-cased spelling.
    let byFoldedName: [String: Int]
    /// The position in `faces` of the first face of each PostScript name.
    let faceByName: [String: Int]
    /// The position in `faces` of the first face of each lower-cased file name without its
    /// extension (`inter-regular` for `Inter-Regular.ttf`).
    let faceByFileStem: [String: Int]
    let spellings: SpellingIndex

    init(faces: [FontAvailability.Face], builtIn: Set<String>) {
        named = faces.map { ($0.postScriptName, Optional($0.file)) } + builtIn.sorted().map { ($0, String?.none) }
        var firstNamed: [String: Int] = [:]
        var byFoldedName: [String: Int] = [:]
        for (position, entry) in named.enumerated() {
            if firstNamed[entry.name] == nil { firstNamed[entry.name] = position }
            if byFoldedName[entry.name.lowercased()] == nil { byFoldedName[entry.name.lowercased()] = position }
        }
        var faceByName: [String: Int] = [:]
        var faceByFileStem: [String: Int] = [:]
        for (position, face) in faces.enumerated() {
            if faceByName[face.postScriptName] == nil { faceByName[face.postScriptName] = position }
            let stem = face.fileName.split(separator: ".").dropLast().joined(separator: ".").lowercased()
            if faceByFileStem[stem] == nil { faceByFileStem[stem] = position }
        }
        (self.firstNamed, self.byFoldedName, self.faceByName, self.faceByFileStem) = (
            firstNamed, byFoldedName, faceByName, faceByFileStem
        )
        spellings = SpellingIndex(named.map(\.name))
    }
}
