/// What each model rests on, as every output says it: the table it scales by, what of it was
/// measured on a device and what is assumed, one sentence each.
extension ScalingModel {
    /// The table's stable name, for JSON: `ios26-leading`, `hig-leading` or `hig-size`.
    public var table: String {
        switch self {
        case .uifontmetrics: "ios\(MeasuredLeadings.iosVersion)-leading"
        case .uifontmetricsHIG: "hig-leading"
        case .pointsize: "hig-size"
        }
    }

    /// The table in words: "iOS 26's leadings, measured".
    public var tableSummary: String {
        switch self {
        case .uifontmetrics: "iOS \(MeasuredLeadings.iosVersion)'s leadings, measured"
        case .uifontmetricsHIG: "Apple's published leadings"
        case .pointsize: "Apple's published point sizes"
        }
    }

    /// What was measured of the model, in one sentence.
    public var measured: String {
        let ios = MeasuredLeadings.iosVersion
        return switch self {
        case .uifontmetrics:
            "UIFontMetrics' scaledFont(for:) of the semibold system font and scaledValue(for:compatibleWith:) on an iOS \(ios) simulator, for every style and content size at 19 base sizes from 8 to 64 pt: rounded to whole points or to 1/3 pt, this model gives all 5,016 values."
        case .uifontmetricsHIG:
            "These leadings are as Apple's Human Interface Guidelines publish them, not measured; UIFontMetrics on iOS \(ios) was measured to depart from them in 8 of 132 cells, by up to 4 pt at a style's default size."
        case .pointsize:
            "UIFont.preferredFont(forTextStyle:) on an iOS \(ios) simulator returns these sizes in all 132 cells, which this model gives for Apple's default base sizes."
        }
    }

    /// What is assumed of the model, in one sentence.
    public var assumed: String {
        let ios = MeasuredLeadings.iosVersion
        return switch self {
        case .uifontmetrics:
            "A custom font scales as the system font did, SwiftUI's Font.custom(_:size:relativeTo:) and @ScaledMetric as scaledFont(for:) and scaledValue(for:) do, and so do iOS versions other than \(ios) and the 1/2 pt grid of @2x screens (none of them measured)."
        case .uifontmetricsHIG:
            "UIFontMetrics and SwiftUI's custom fonts scale by these leadings."
        case .pointsize:
            "A custom size scales by the system font's ratio, which UIFontMetrics was measured not to do (it scales by leading)."
        }
    }

    /// The model in words, for messages: "the UIFontMetrics model with iOS 26's measured leadings".
    public var summary: String {
        switch self {
        case .uifontmetrics: "the UIFontMetrics model with iOS \(MeasuredLeadings.iosVersion)'s measured leadings"
        case .uifontmetricsHIG: "the UIFontMetrics model with Apple's published leadings"
        case .pointsize: "the point-size model"
        }
    }
}
