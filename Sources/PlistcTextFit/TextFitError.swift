/// Why a text could not be measured.
public enum TextFitError: Error, Sendable, Hashable {
    /// A library `fit` needs is not installed: the message names the package.
    case libraryMissing(String)
    /// The font file could not be read as a font (or has no face at that index).
    case unreadableFont(String)
}
