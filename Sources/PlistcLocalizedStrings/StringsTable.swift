/// A file of an app's strings, read by its kind: a String Catalog (`.xcstrings`) or a strings
/// file (`.strings`, its localization the `xx.lproj` folder it is in).
public enum StringsTable {
    /// Whether plistc reads files named so.
    public static func reads(path: String) -> Bool {
        path.hasSuffix(".xcstrings") || path.hasSuffix(".strings")
    }

    /// The strings of the file `bytes`, read from `path`.
    public static func read(_ bytes: [UInt8], path: String) throws(StringsFileError) -> [LocalizedString] {
        if path.hasSuffix(".xcstrings") { return try StringCatalogReader.read(bytes, path: path) }
        return try StringsFileReader.read(bytes, path: path, localization: localization(of: path))
    }

    /// The localization an `.lproj` folder in `path` names (`de` of `de.lproj/Localizable.strings`);
    /// `nil` outside one and for `Base.lproj`, whose strings are the development language's.
    public static func localization(of path: String) -> String? {
        let folders = path.split(separator: "/").dropLast()
        guard let folder = folders.last(where: { $0.hasSuffix(".lproj") }) else { return nil }
        let name = String(folder.dropLast(".lproj".count))
        return name == "Base" || name.isEmpty ? nil : name
    }
}
