// Apple's alignment and edges (SOURCES.md, "Layout"): signatures only.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {
    internal let key: Int
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment {
    public static let leading: HorizontalAlignment = HorizontalAlignment(key: 0)
    public static let center: HorizontalAlignment = HorizontalAlignment(key: 1)
    public static let trailing: HorizontalAlignment = HorizontalAlignment(key: 2)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment: Sendable {}
