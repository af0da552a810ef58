import PlistcKit
import PlistcStyleDictionary

/// The options of every command that checks a style dictionary as lint does (`lint`, `build`,
/// `preview`, `fit`, `diff`; `import` takes `--config`): which configuration, how many
/// findings, and which code the prediction is for.
enum CheckOptions {
    static let config = ValueOption(
        "config", value: "FILE", help: "use this configuration instead of the nearest .plistc.json")
    static let maxFindings = ValueOption(
        "max-findings", value: "N",
        help:
            "show at most N findings of each rule in a file and count the rest (default \(LintConfiguration.defaultMaxFindingsPerRule); 0: all)"
    )
    static let runtime = ValueOption(
        "runtime", value: "NAME",
        help:
            "the code that loads the file: ios17 (default: ScaledFont 1.0 on iOS 17 and later), ios16 (on iOS 16 and earlier), gewill (the gewill/ScaledFont fork), scaledfont2017 (the 2017 ScaledFont code and SKScaledFont: raw-value keys) or scaledfont (1.0, on the iOS of --ios)"
    )
    static let ios = ValueOption(
        "ios", value: "VERSION",
        help:
            "the iOS whose parser reads the file: 17 and later (default) read with swift-foundation's, 16 and earlier with CoreFoundation's"
    )

    /// `--max-findings`, `--runtime` and `--ios`, in the order the commands list them.
    static let prediction: [any CommandOption] = [maxFindings, runtime, ios]

    /// The request `arguments` make; a usage error for a bad number or runtime.
    static func request(_ arguments: ParsedArguments) throws(UsageError) -> CheckRequest {
        var request = CheckRequest()
        request.configuration = arguments[config]
        if let limit = try arguments.integer(maxFindings, minimum: 0) {
            request.findingLimit = limit == 0 ? nil : limit
        }
        request.runtime = try RuntimeSelection(
            name: arguments[runtime], ios: try arguments.integer(ios, minimum: 0)
        ).validated(runtimeOption: "--runtime", iosOption: "--ios")
        return request
    }
}
