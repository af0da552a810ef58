/// The font paths of an input: the command line's, and its configuration's, which must
/// stay inside the configuration's repository (`bounds`), links followed.
package struct FontPaths: Hashable {
    package var commandLine: [String]
    package var configured: [String] = []
    package var bounds: RepositoryBounds?

    /// The paths of the command line and of a configuration, the latter kept inside `bounds`.
    package init(commandLine: [String], configured: [String] = [], bounds: RepositoryBounds? = nil) {
        (self.commandLine, self.configured, self.bounds) = (commandLine, configured, bounds)
    }

    package var isEmpty: Bool { commandLine.isEmpty && configured.isEmpty }
}
