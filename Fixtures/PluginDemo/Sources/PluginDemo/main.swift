// BrandTypography is generated from Brand.plist by the plugin at build time.
for style in BrandTypography.allCases {
    let sizes = style.pointSizes.map { String(Int($0)) }.joined(separator: " ")
    print("\(style.rawValue) \(style.fontName ?? "system") \(sizes)")
}
