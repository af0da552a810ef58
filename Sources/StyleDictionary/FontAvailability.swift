import PropertyList

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

        /// Creates a face.
        public init(postScriptName: String, file: String, weightClass: Int?, index: Int = 0) {
            self.postScriptName = postScriptName
            self.file = file
            self.weightClass = weightClass
            self.index = index
        }

        /// The file's name without its folder: what `UIAppFonts` lists.
        public var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }
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

    /// Creates the set of available fonts.
    public init(faces: [Face], builtIn: Set<String>, registrations: [Registration]? = nil) {
        self.faces = faces
        self.builtIn = builtIn
        self.registrations = registrations
    }

    /// The face with exactly this PostScript name, from a file.
    public func face(named name: String) -> Face? {
        faces.first { $0.postScriptName == name }
    }

    /// Whether a name resolves: a face from a file, or a built-in font.
    public func knows(_ name: String) -> Bool {
        builtIn.contains(name) || face(named: name) != nil
    }

    /// The name most likely meant, and the file holding it (nil for a built-in font): the
    /// same name in another case, with or without `-Regular`, the face of a file named like the
    /// name (`Inter-Regular.ttf` holding `Inter`), or a name at most two edits away.
    public func suggestion(for name: String) -> (name: String, file: String?)? {
        let lowered = name.lowercased()
        let all = faces.map { ($0.postScriptName, Optional($0.file)) } + builtIn.sorted().map { ($0, String?.none) }
        let candidates: [(String) -> Bool] = [
            { $0.lowercased() == lowered },
            { $0.lowercased() == lowered + "-regular" || $0.lowercased() + "-regular" == lowered },
        ]
        for matches in candidates {
            if let found = all.first(where: { matches($0.0) }) { return (found.0, found.1) }
        }
        if let byFile = faces.first(where: { face in
            let stem = face.fileName.split(separator: ".").dropLast().joined(separator: ".").lowercased()
            return stem == lowered || stem == lowered + "-regular"
        }) {
            return (byFile.postScriptName, byFile.file)
        }
        let scored = all.map { ($0, editDistance($0.0.lowercased(), lowered)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return (best.0.0, best.0.1)
    }
}
