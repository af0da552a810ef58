/// What `plistc import` is asked: the token files and folders, and how they become a style
/// dictionary.
package struct ImportRequest: Sendable {
    /// The token files and folders, a later one over an earlier one (`-` for standard input).
    package var paths: [String]
    /// `-o`: the file the dictionary is written to; standard output when `nil` or `-`.
    package var output: String?
    /// `--rem`: points in one rem, over the configuration's `"rem"` (else 16).
    package var rem: Double?
    /// `--theme`: the Tokens Studio themes whose sets are read.
    package var themes: [String] = []
    /// `--variant`: the responsive variant of the typography tokens read (`md` of `h1.@md`),
    /// over the configuration's `"variant"`.
    package var variant: String?
    /// `--verbose`: say how each file was read and how each style's token was found.
    package var verbose = false
    /// `--config`: the configuration instead of the nearest `.plistc.json`.
    package var configuration: String?
    /// `--fonts` and `--platform-fonts`: the faces the font stacks are matched against.
    package var fonts = FontRequest()

    /// A request to import `paths`, everything else as the defaults have it.
    package init(paths: [String]) { self.paths = paths }
}
