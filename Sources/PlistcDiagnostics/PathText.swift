/// The parts of a `/`-separated path that messages, reports and generated files show.
public enum PathText {
    /// The last component: `Noteworthy.plist` for `Fonts/Noteworthy.plist`, or the path itself
    /// when it has no component (`/`).
    public static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The file name without a final `.plist`: `Noteworthy` for `Fonts/Noteworthy.plist`.
    public static func plistStem(_ path: String) -> String {
        let name = fileName(path)
        return name.hasSuffix(".plist") ? String(name.dropLast(".plist".count)) : name
    }

    /// What follows the file name's last dot (`json` for `out/scale.json`), or `nil` when the
    /// name has no dot after its first character.
    public static func fileExtension(_ path: String) -> String? {
        fileName(path).split(separator: ".").dropFirst().last.map(String.init)
    }
}
