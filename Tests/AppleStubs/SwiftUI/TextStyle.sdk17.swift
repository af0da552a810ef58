// Apple's `Font.TextStyle` as the iOS 17 SDK declares it (SOURCES.md): `allCases` a stored
// `static var`.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    // Not @frozen; Apple declares allCases itself because cases carry availability. The two
    // extra-large styles are visionOS's only, which `#if` says for Linux.
    public enum TextStyle: CaseIterable, Sendable {
        case largeTitle
        case title
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title2
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case caption2
        #if os(visionOS)
            @available(visionOS 1.0, *)
            @available(iOS, unavailable)
            @available(macOS, unavailable)
            @available(tvOS, unavailable)
            @available(watchOS, unavailable)
            case extraLargeTitle
            @available(visionOS 1.0, *)
            @available(iOS, unavailable)
            @available(macOS, unavailable)
            @available(tvOS, unavailable)
            @available(watchOS, unavailable)
            case extraLargeTitle2
        #endif
        nonisolated(unsafe) public static var allCases: [Font.TextStyle] = _stubAllCases
    }
}

extension Font.TextStyle {
    /// Every case, in Apple's order.
    static var _stubAllCases: [Font.TextStyle] {
        var styles: [Font.TextStyle] = [
            .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption,
            .caption2,
        ]
        #if os(visionOS)
            styles += [.extraLargeTitle, .extraLargeTitle2]
        #endif
        return styles
    }
}
