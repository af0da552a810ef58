import PlistcDiagnostics
import PlistcGenerators
import PlistcIO

/// Where `build` and `preview` send each input's scale: the output stage of the pipeline, each
/// case carrying only its own options.
package enum ScaleDelivery: Sendable {
    /// `plistc build`: the scale in the format asked for, on standard output or in files.
    case build(BuildTarget)
    /// `plistc preview`: a specimen page in a new temporary folder, built despite errors, its
    /// path printed and, when `open`, opened.
    case preview(open: Bool)

    /// The options of `plistc build`'s output.
    package struct BuildTarget {
        /// `--emit`: the format, when named (otherwise `-o`'s extension decides, or `table`).
        package var format: TypeScaleFormat?
        /// `-o`: a file, or a folder for one file per input; standard output when `nil`.
        package var output: String?
        /// `--check`: compare with the file instead of writing it.
        package var check = false
        /// `--allow-fallbacks`: build despite errors, as the device shows the file.
        package var allowFallbacks = false
        /// `--type-name`, `--access-level`, `--include-fallbacks`.
        package var swift = SwiftOptions()

        /// A target: the table on standard output unless given.
        package init(
            format: TypeScaleFormat? = nil, output: String? = nil, check: Bool = false, allowFallbacks: Bool = false,
            swift: SwiftOptions = SwiftOptions()
        ) {
            (self.format, self.output, self.check) = (format, output, check)
            (self.allowFallbacks, self.swift) = (allowFallbacks, swift)
        }
    }

    /// The command's name, for messages.
    package var command: String {
        switch self {
        case .build: "build"
        case .preview: "preview"
        }
    }

    /// The format asked for by name: `--emit` for build, the specimen page for preview.
    package var format: TypeScaleFormat? {
        switch self {
        case .build(let target): target.format
        case .preview: .html
        }
    }

    /// Whether this is `build --check`, which compares and writes nothing.
    package var isCheck: Bool {
        if case .build(let target) = self { target.check } else { false }
    }

    /// Whether an input with errors is reported and not built.
    package var stopsOnErrors: Bool {
        if case .build(let target) = self { !target.allowFallbacks } else { false }
    }

    /// The format with its own options: Swift's from the command line (a preview has none),
    /// a specimen page's findings and fonts from `page`, made only for a page.
    package func output(_ format: TypeScaleFormat, page: @autoclosure () -> SpecimenContent) -> ScaleOutput {
        var options = ScaleOutputOptions(version: plistcVersion)
        if case .build(let target) = self { options.swift = target.swift }
        if format == .html { options.page = page() }
        return ScaleOutput(format, options: options)
    }

    /// Checks that `inputs` can go where the command line sends them, and that no output is
    /// one of them or another file the run reads (`OutputFile.filesRead`: the files the font
    /// options name, and the `--config` file).
    package func validate(_ inputs: [InputSource], fonts: FontRequest, configuration: String?) throws(UsageError) {
        guard case .build(let target) = self else { return }
        if let output = target.output, !target.check {
            let place = OutputPlace(
                path: output, isFolder: inputs.count > 1 || FileSystem.kind(of: output) == .directory)
            let read = OutputFile.ReadFiles(
                OutputFile.filesRead(
                    besides: inputs.compactMap(\.filePath), configuration: configuration, fonts: fonts),
                readsStandardInput: inputs.contains(.standardInput))
            for input in inputs {
                guard let file = place.file(for: input, named: target.format)?.path else { continue }
                try read.refuse(file, option: place.isFolder ? "the output" : "-o")
            }
        }
        let count = inputs.count
        guard count > 1 else { return }
        if target.output == nil, let format = target.format, format == .swift || format == .html {
            throw UsageError(
                "several inputs give one --emit \(format.rawValue) file each, which cannot share standard output: name a directory with -o DIR"
            )
        }
        if let output = target.output, FileSystem.kind(of: output) == .file {
            throw UsageError("-o \(output) is a file, but several inputs need a directory")
        }
    }

    /// Where the outputs of `count` inputs go, creating the folder that needs to exist.
    package func place(forInputCount count: Int) throws(IOFailure) -> OutputPlace {
        switch self {
        case .preview:
            return OutputPlace(path: try FileSystem.makeTemporaryDirectory(prefix: "plistc-preview-"), isFolder: true)
        case .build(let target):
            guard let output = target.output else { return OutputPlace(path: nil, isFolder: false) }
            if count > 1, FileSystem.kind(of: output) == .missing { try FileSystem.makeDirectory(output) }
            return OutputPlace(path: output, isFolder: count > 1 || FileSystem.kind(of: output) == .directory)
        }
    }

    /// Writes (or, with `--check`, compares) one input's text at `path`; a preview then shows
    /// its path and opens it, and reports the input's errors in its status.
    package func finish(_ text: String, at path: String, hasErrors: Bool, host: SessionHost) -> RunOutcome {
        switch self {
        case .build(let target):
            return OutputFile.deliver(text, to: path, check: target.check, host: host)
        case .preview(let open):
            let status = OutputFile.deliver(text, to: path, check: false, host: host)
            guard status == .clean else { return status }
            host.outputLine(path)
            if open { Browser.open(path, host: host) }
            return hasErrors ? .findings : .clean
        }
    }
}

/// Where a run's outputs go: standard output (`path` is `nil`), one file, or a folder that gets
/// a file per input.
package struct OutputPlace {
    package let path: String?
    package let isFolder: Bool

    /// The file for an input and its format: in a folder, the input's name with the format's
    /// extension; otherwise `-o`'s extension decides unless the format is named.
    package func file(for input: InputSource, named format: TypeScaleFormat?) -> (
        path: String, format: TypeScaleFormat
    )? {
        guard let path else { return nil }
        guard isFolder else {
            return (
                path, format ?? TypeScaleFormat(path: path) ?? .table
            )
        }
        let format = format ?? .table
        let stem = if case .file(let file) = input { PathText.plistStem(file) } else { "stdin" }
        return ((path.hasSuffix("/") ? path : path + "/") + stem + "." + format.fileExtension, format)
    }
}
