import PlistcIO

/// The pairs of sides `plistc diff --git-base` compares: every `.plist` file that differs
/// between the revision and the work tree.
package enum DiffPairs {
    /// An old side and a new one.
    package struct Pair: Sendable {
        package let old: DiffSide
        package let new: DiffSide
    }

    /// The `.plist` files changed since where `HEAD` left `reference` (the merge base, or
    /// `reference` itself when there is none, which standard error notes), in the order git
    /// lists them: old at that revision, new in the work tree.
    package static func changed(since reference: String, pathspecs: [String], host: SessionHost) throws(IOFailure)
        -> [Pair]
    {
        try Git.verify(reference)
        let base: String
        if let found = try Git.mergeBase(reference) {
            base = found
        } else {
            host.messageLine(
                "note: \(reference) and HEAD share no history here (a shallow clone?): comparing with \(reference) itself"
            )
            base = reference
        }
        let top = try Git.pathToTop()
        let bounds = RepositoryBounds(configurationDirectory: top.isEmpty ? "." : top)
        var pairs: [Pair] = []
        for file in try Git.changedFiles(since: base, pathspecs: pathspecs) {
            guard [file.oldPath, file.newPath].contains(where: { $0.map(isPropertyList) ?? false }) else { continue }
            guard !file.isSubmodule else {
                let path = file.newPath ?? file.oldPath ?? ""
                host.messageLine("note: \(path) is a submodule, not a file: skipped")
                continue
            }
            // The old side is labelled with the revision as given; its contents are the base's.
            let old = file.oldPath.map { DiffSide.revision(base, path: $0, shownAs: shown(reference)) } ?? .absent
            let new = try file.newPath.map { path throws(IOFailure) in try workTreeSide(top + path, within: bounds) }
            pairs.append(Pair(old: old, new: new ?? .absent))
        }
        return pairs
    }

    /// The work tree's file at `path`, absent when it is gone; a failure for a link that leads
    /// outside the repository (a pull request's link may lead anywhere).
    private static func workTreeSide(_ path: String, within bounds: RepositoryBounds) throws(IOFailure) -> DiffSide {
        guard FileSystem.kind(of: path) != .missing else { return .absent }
        guard bounds.contains(path) else {
            throw IOFailure(
                path: path,
                reason:
                    "is a symbolic link that leads outside the repository: --git-base reads files inside it only; name the file on the command line to compare it"
            )
        }
        return .file(path)
    }

    /// A revision as outputs name it: as given, but a full commit id (40 or 64 hexadecimal
    /// digits, as CI passes it) abbreviated to 12, as `git log --oneline` would.
    package static func shown(_ revision: String) -> String {
        let isObjectName =
            (revision.utf8.count == 40 || revision.utf8.count == 64)
            && revision.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        return isObjectName ? String(revision.prefix(12)) : revision
    }

    private static func isPropertyList(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".plist")
    }
}
