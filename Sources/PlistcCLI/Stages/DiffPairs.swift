/// The pairs of sides `plistc diff --git-base` compares: every `.plist` file that differs
/// between the revision and the work tree.
enum DiffPairs {
    /// An old side and a new one.
    struct Pair: Sendable {
        let old: DiffSide
        let new: DiffSide
    }

    /// The `.plist` files changed since where `HEAD` left `reference` (the merge base, or
    /// `reference` itself when there is none, which standard error notes), in the order git
    /// lists them: old at that revision, new in the work tree.
    static func changed(since reference: String, pathspecs: [String], console: Console) throws(IOFailure) -> [Pair] {
        try Git.verify(reference)
        let base: String
        if let found = try Git.mergeBase(reference) {
            base = found
        } else {
            console.printError(
                "note: \(TextReporter.printable(reference)) and HEAD share no history here (a shallow clone?): comparing with \(TextReporter.printable(reference)) itself"
            )
            base = reference
        }
        let top = try Git.pathToTop()
        return try Git.changedFiles(since: base, pathspecs: pathspecs).compactMap { file in
            guard [file.oldPath, file.newPath].contains(where: { $0.map(isPropertyList) ?? false }) else { return nil }
            // The old side is labelled with the revision as given; its contents are the base's.
            let old = file.oldPath.map { DiffSide.revision(base, path: $0, shownAs: reference) } ?? .absent
            let new =
                file.newPath.map { path in
                    FileSystem.kind(of: top + path) == .missing ? DiffSide.absent : .file(top + path)
                } ?? .absent
            return Pair(old: old, new: new)
        }
    }

    private static func isPropertyList(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".plist")
    }
}
