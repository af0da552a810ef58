import FuzzSupport

/// The build emitters: `plistc build --allow-fallbacks` in every format, model and rounding;
/// the JSON must be strict JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBuild(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Array(UnsafeRawBufferPointer(start: start, count: count))
    let format = pick(["json", "table", "swift", "html", "csv", "markdown", "dtcg"], by: count)
    let model = pick(["uifontmetrics", "uifontmetrics-hig", "pointsize"], by: count / 7)
    let rounding = pick(["points", "pixels@2x", "pixels@3x", "none"], by: count / 21)
    let command = ["build", "--allow-fallbacks", "--emit", format, "--model", model, "--rounding", rounding, "-"]
    let (status, output) = runPlistcCapturing(command, input: input)
    if status == 2 { fatalError("plistc build returned 2 on standard input") }
    if format == "json" || format == "dtcg" { requireStrictJSON(output, from: command) }
    return 0
}
