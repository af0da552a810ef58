import PlistcDynamicLibraries

/// The ICU functions `LineBreaks` calls: the line break iterator of `libicuuc`, opened at run
/// time (the system's ICU, which libxml2 already brings), with its symbols' version suffix
/// found there (`ubrk_open_72`), or none (macOS's `libicucore`).
struct ICULineBreaking: Sendable {
    typealias Open =
        @convention(c) (Int32, UnsafePointer<CChar>?, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>)
        -> OpaquePointer?
    typealias Step = @convention(c) (OpaquePointer) -> Int32
    typealias Close = @convention(c) (OpaquePointer) -> Void
    typealias SetText =
        @convention(c) (OpaquePointer, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> Void

    /// `ubrk_open`
    let open: Open
    /// `ubrk_first`
    let first: Step
    /// `ubrk_next`: the next boundary, or `UBRK_DONE` (−1).
    let next: Step
    /// `ubrk_getRuleStatus`: from 100 (`UBRK_LINE_HARD`) to 199, a break that must be taken.
    let ruleStatus: Step
    /// `ubrk_close`
    let close: Close
    /// `ubrk_setText`: the iterator on another text, its rules kept (opening one costs far more).
    let setText: SetText

    /// `UBRK_LINE`
    static let lineIterator: Int32 = 2

    /// The environment variable that turns ICU off: with `none`, plistc acts as on a machine
    /// without it.
    static let switchVariable = "PLISTC_ICU"

    /// ICU's versions tried, newest first: Debian 12 has 72.
    static let versions = (50...90).reversed()

    /// ICU's line breaking, or `nil` when no `libicuuc` is installed.
    static let shared: ICULineBreaking? = {
        guard SharedLibrary.environment(switchVariable) != "none" else { return nil }
        // By absolute path on macOS, whose dlopen looks for a bare name in the current folder too.
        #if canImport(Darwin)
            let names = ["/usr/lib/libicucore.A.dylib", "/usr/lib/libicucore.dylib"]
        #else
            let names = versions.map { "libicuuc.so.\($0)" }
        #endif
        for name in names {
            guard let library = SharedLibrary([name]) else { continue }
            let suffix = name.hasPrefix("libicuuc.so.") ? "_" + name.dropFirst("libicuuc.so.".count) : ""
            func function<F>(_ base: String, as type: F.Type) -> F? {
                library.function(base + suffix, as: type) ?? library.function(base, as: type)
            }
            guard let open = function("ubrk_open", as: Open.self), let first = function("ubrk_first", as: Step.self),
                let next = function("ubrk_next", as: Step.self),
                let ruleStatus = function("ubrk_getRuleStatus", as: Step.self),
                let close = function("ubrk_close", as: Close.self),
                let setText = function("ubrk_setText", as: SetText.self)
            else { continue }
            return ICULineBreaking(
                open: open, first: first, next: next, ruleStatus: ruleStatus, close: close, setText: setText)
        }
        return nil
    }()
}
