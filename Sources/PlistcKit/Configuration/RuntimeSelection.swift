import PlistcStyleDictionary

/// What one source (the command line's `--runtime` and `--ios`, or a configuration's
/// `"runtime"` and `"ios"`) says about the runtime predicted for. The command line wins, axis by
/// axis: its `--runtime` replaces the configuration's (and the generation `ios16`/`ios17`
/// imply), its `--ios` every other.
package struct RuntimeSelection: Sendable, Equatable {
    /// `--runtime` or `"runtime"`: one of `DeviceRuntime.names`.
    package var name: String?
    /// `--ios` or `"ios"`: the iOS version whose parser reads the file.
    package var ios: Int?

    /// The versions `--ios` and `"ios"` accept.
    package static let iosVersions = 11...99

    /// A selection of `name` on `ios`; neither given, the defaults.
    package init(name: String? = nil, ios: Int? = nil) { (self.name, self.ios) = (name, ios) }

    /// Checks a source's own settings: a known name, a version in range, and no contradiction
    /// (`ios16` with iOS 17).
    package func validated(runtimeOption: String, iosOption: String) throws(UsageError) -> RuntimeSelection {
        if let ios, !Self.iosVersions.contains(ios) {
            throw UsageError(
                "\(iosOption) takes an iOS version from \(Self.iosVersions.lowerBound) to \(Self.iosVersions.upperBound) (16 and earlier read with CoreFoundation's parser, 17 and later with swift-foundation's), not \(ios)"
            )
        }
        guard let name else { return self }
        if DeviceRuntime(name: name) == nil {
            let hint =
                UsageError.suggestion(for: name, among: DeviceRuntime.names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(
                "\(runtimeOption) has no '\(name)'\(hint) (choices: \(DeviceRuntime.names.joined(separator: ", ")))")
        }
        if DeviceRuntime(name: name, ios: ios) == nil, let ios {
            throw UsageError(
                "\(runtimeOption) \(name) and \(iosOption) \(ios) contradict each other: \(name) is ScaledFont 1.0 on \(name == "ios16" ? "iOS 16 and earlier" : "iOS 17 and later"); use \(runtimeOption) scaledfont with \(iosOption) \(ios)"
            )
        }
        return self
    }

    /// The runtime that `commandLine` over `configuration` choose, and whether either chose the
    /// code that loads the file (`--ios` alone keeps ScaledFont 1.0, the default).
    package static func resolve(commandLine: RuntimeSelection, over configuration: RuntimeSelection?) -> (
        runtime: DeviceRuntime, isChosen: Bool
    ) {
        let name = commandLine.name ?? configuration?.name
        let ios = commandLine.ios ?? implied(by: commandLine.name) ?? configuration?.ios
        // A configuration's ios16 or ios17 gives way to a command line's --ios: its code stays.
        let runtime =
            name.flatMap { DeviceRuntime(name: $0, ios: ios) }
            ?? DeviceRuntime.parser(forIOS: ios).map { DeviceRuntime(.scaledfont, parser: $0) } ?? .standard
        return (runtime, name != nil)
    }

    /// The iOS version a name fixes: 16 for `ios16`, 17 for `ios17`, none for the others.
    private static func implied(by name: String?) -> Int? {
        switch name {
        case "ios16": 16
        case "ios17": 17
        default: nil
        }
    }
}
