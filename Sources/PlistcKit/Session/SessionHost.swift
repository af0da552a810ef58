import PlistcDiagnostics
import PlistcIO

/// What a session needs from whoever runs it: somewhere to deliver its events, and standard
/// input for the inputs named `-`.
public struct SessionHost {
    /// Receives each event as it happens.
    public var deliver: (SessionEvent) -> Void
    /// Reads standard input, at most the given number of bytes.
    public var readStandardInput: (_ limit: Int) throws(IOFailure) -> [UInt8]
    /// Whether messages are shown where colour shows (a terminal without `NO_COLOR`).
    public var messagesShowColour: Bool
    /// Whether output is shown where colour shows: the text report's colours.
    public var outputShowsColour: Bool

    /// Creates a host from its event consumer and its standard input.
    public init(
        deliver: @escaping (SessionEvent) -> Void,
        readStandardInput: @escaping (_ limit: Int) throws(IOFailure) -> [UInt8] = { _ throws(IOFailure) in [] },
        messagesShowColour: Bool = false, outputShowsColour: Bool = false
    ) {
        self.deliver = deliver
        self.readStandardInput = readStandardInput
        self.messagesShowColour = messagesShowColour
        self.outputShowsColour = outputShowsColour
    }

    /// A host that drops every event and has nothing on standard input.
    public static var discarding: SessionHost { SessionHost(deliver: { _ in }) }

    /// The same host with every event dropped (for a run that reports through its outcome only).
    package var silenced: SessionHost {
        SessionHost(deliver: { _ in }, readStandardInput: readStandardInput, messagesShowColour: false)
    }

    /// Delivers `text` as output.
    package func output(_ text: String) { deliver(.output(text)) }

    /// Delivers a line of output for a person (a path, a progress line). The line is raw: what
    /// in it came from a file or a command line is made visible here, at the boundary
    /// (`VisibleText`), so no caller escapes, and a line break in a path cannot start a line.
    package func outputLine(_ line: String) { deliver(.output(VisibleText.escaped(line) + "\n")) }

    /// Delivers `text` as a message.
    package func message(_ text: String) { deliver(.message(text)) }

    /// Delivers a one-line message, raw, escaped here as `outputLine` is. Lines a reporter
    /// rendered (a finding with its notes) go through `message` as they are.
    package func messageLine(_ line: String) { deliver(.message(VisibleText.escaped(line) + "\n")) }
}
