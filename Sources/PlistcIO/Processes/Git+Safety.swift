/// git as plistc runs it in a repository a pull request may have shaped: every setting that
/// would make git run a program of the repository's is turned off.
extension Git {
    /// Runs `git` with `arguments` after `safety` (and `extra` options before the command).
    package static func run(_ arguments: [String], extra: [String] = [], limit: Int) throws(IOFailure)
        -> ChildProcess.Result
    {
        try ChildProcess.run("git", safety + extra + arguments, limit: limit)
    }

    /// The options every call starts with: no pager (`core.pager`, `GIT_PAGER`), no
    /// file-system monitor (`core.fsmonitor`, a program git runs on every command that reads
    /// the index), no hooks (`core.hooksPath`) and no external diff (`diff.external`).
    package static let safety = [
        "--no-pager", "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "diff.external=",
        "-c", "core.pager=cat",
    ]

    /// For a command that reads the work tree (`git diff` against it): every filter driver the
    /// configuration names (`filter.NAME.clean`, `.smudge`, `.process`, which
    /// `.gitattributes` may ask for on any path) turned off, so its program never runs.
    package static func filtersOff() throws(IOFailure) -> [String] {
        let names = try run(["config", "--null", "--name-only", "--get-regexp", "^filter\\."], limit: 1 << 20)
        var drivers: [String] = []
        for name in names.output.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
            guard let dot = name.lastIndex(of: ".") else { continue }
            let driver = String(name["filter.".endIndex..<dot])
            if !driver.isEmpty, !drivers.contains(driver) { drivers.append(driver) }
        }
        return drivers.flatMap { driver in
            ["clean", "smudge", "process"].flatMap { ["-c", "filter.\(driver).\($0)="] } + [
                "-c", "filter.\(driver).required=false",
            ]
        }
    }
}
