import PlistcPropertyList

extension StyleDictionaryFile {
    /// The facts of `document` as the code that loads it reads them: under the runtime
    /// `options` name when one was chosen (`--runtime`, or `"runtime"` in `.plistc.json`);
    /// else under the default, ScaledFont 1.0, unless every style key of the file is a UIKit
    /// raw value (`UICTFontTextStyleBody`), which ScaledFont 1.0 never reads and the 2017
    /// ScaledFont code (and SKScaledFont) reads: the file is then read as that code reads it, on
    /// the iOS `options` predict (`runtimeIsInferred`, which `inferred-runtime` says). A file
    /// with keys of both formats stays under the default, where the raw values are errors.
    public static func read(_ document: PlistDocument, options: LintOptions) -> StyleDictionaryFile {
        let file = StyleDictionaryFile(document, runtime: options.runtime)
        guard !options.runtimeIsChosen, file.isInOtherFormat, !options.runtime.readsRawValueKeys else { return file }
        return StyleDictionaryFile(
            document, runtime: DeviceRuntime(.scaledfont2017, parser: options.runtime.parser), runtimeIsInferred: true)
    }
}
