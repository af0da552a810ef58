import PlistcDesignTokens
import PlistcStyleDictionary

/// Design tokens (DTCG 2025.10) as a format of `build`: the generator is `PlistcDesignTokens`'.
extension DTCGGenerator: ScaleGenerator {
    public static let name = "dtcg"
    public static let fileExtensions = ["tokens.json", "tokens"]
    /// Design tokens have a group for each of the twelve content sizes.
    public static let coversEveryContentSize = true
    public static func render(_ scale: TypeScale, options: ScaleOutputOptions) -> String {
        render(scale, version: options.version)
    }
}
