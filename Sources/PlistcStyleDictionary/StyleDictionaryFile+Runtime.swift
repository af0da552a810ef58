import PlistcPropertyList

extension StyleDictionaryFile {
    /// The facts of `document` as the code that loads it reads them: under the runtime
    /// `options` name when one was chosen (`--runtime`, or `"runtime"` in `.plistc.json`);
    /// else under the default, ScaledFont 1.0, unless every style key of the file is a UIKit
    /// raw value (`UICTFontTextStyleBody`), which ScaledFont 1.0 never reads and the 2017
    /// ScaledFont code (and SKScaledFont) reads: the file is then read as that code reads it, on
    /// the iOS `options` predict (`runtimeIsInferred`, which `inferred-runtime` says). A file
    /// with keys of both formats stays under the default, where the raw values are errors. When
    /// the app's Swift showed the code (`runtimeFromCode`), its runtime is the one read under.
    public static func read(_ document: PlistDocument, options: LintOptions) -> StyleDictionaryFile {
        guard !options.runtimeIsChosen, options.runtimeFromCode == nil, !options.runtime.readsRawValueKeys,
            let root = document.root?.dictionaryValue, keysAreRawValuesOnly(root, runtime: options.runtime)
        else { return StyleDictionaryFile(document, runtime: options.runtime) }
        return StyleDictionaryFile(
            document, runtime: DeviceRuntime(.scaledfont2017, parser: options.runtime.parser), runtimeIsInferred: true)
    }

    /// Whether some top-level key is a style's UIKit raw value and none is a style's name for
    /// `runtime`: the file's facts are then made once, for the 2017 code, and the keys of most
    /// files are looked at only up to their first style name.
    private static func keysAreRawValuesOnly(_ root: PlistDictionary, runtime: DeviceRuntime) -> Bool {
        var hasRawValue = false
        for entry in root.entries {
            switch StyleKey(entry.key, runtime: runtime) {
            case .style: return false
            case .otherFormat: hasRawValue = true
            case .unsupported, .unknown: continue
            }
        }
        return hasRawValue
    }
}
