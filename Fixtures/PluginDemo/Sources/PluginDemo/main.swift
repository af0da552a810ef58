// BrandTypography and EditorialSerifTypography are generated from Brand.plist and
// editorial-serif.plist by the plugin at build time.
for style in BrandTypography.allCases {
    let sizes = style.pointSizes.map { String(Int($0)) }.joined(separator: " ")
    print("\(style.rawValue) \(style.fontName ?? "system") \(sizes)")
}
// Every style is a case, the ones the file leaves out on the system font.
precondition(EditorialSerifTypography.allCases.count == 11 && EditorialSerifTypography.caption.fontName == nil)
