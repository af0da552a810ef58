/// Something a session says while it runs, delivered to its host in the order it happens.
///
/// A session never prints: the command line writes `output` to standard output and `message`
/// to standard error; another host (a test, an editor, a team's own tool) keeps or shows them
/// as it likes. Their text is fit to show as it is: whatever came from a file is made visible
/// (no control or bidirectional character acts) by the reporters and by `SessionHost`.
public enum SessionEvent: Sendable, Equatable {
    /// Part of the session's product: a report, a table, generated code, a diff. Texts follow
    /// one another with no separator added.
    case output(String)
    /// Part of a message for the person running the session: an unreadable file, a note, a
    /// refusal, a text report of findings when it goes to the terminal.
    case message(String)
}
