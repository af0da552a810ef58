import PlistcGenerators
import PlistcKit
import PlistcStyleDictionary

/// `plistc scale`: Apple's own Dynamic Type table, for reference.
enum ScaleCommand: Command {
    static let name = "scale"
    static let spec = CommandSpec(
        name: name,
        summary: "print Apple's Dynamic Type table: every text style at every content size",
        synopsis: "plistc scale [options]",
        discussion: "The system font's sizes (Human Interface Guidelines), the sizes a style falls back to.",
        options: [ScaleOptions.emit.option, ScaleOptions.categories, TextOutput.option],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.isEmpty else { throw UsageError("scale takes no files; see plistc build") }
            let format = try ScaleOptions.emit.format(arguments) ?? .table
            let categories = try ScaleOptions.categories(arguments)
            let scale = TypeScale.apple(
                categories: format.coversEveryContentSize ? ContentSizeCategory.allCases : categories)
            let text = ScaleOutput(format, version: plistcVersion).render(scale)
            return TextOutput.deliver(text, arguments, console: console) ? .clean : .usageOrIO
        }
    )
}
