// Apple's paragraph styles, the attribute keys UIKit adds, and the views call sites set up
// (SOURCES.md, "UIKit: text"): signatures only. Foundation on Linux has `NSAttributedString`
// but neither `NSParagraphStyle` nor UIKit's keys.

@available(iOS 6.0, tvOS 9.0, watchOS 2.0, *)
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    var storedLineSpacing: CGFloat = 0
    var storedMinimum: CGFloat = 0
    var storedMaximum: CGFloat = 0
    var storedMultiple: CGFloat = 0

    open var lineSpacing: CGFloat { storedLineSpacing }
    open var minimumLineHeight: CGFloat { storedMinimum }
    open var maximumLineHeight: CGFloat { storedMaximum }
    open var lineHeightMultiple: CGFloat { storedMultiple }
}

@available(iOS 6.0, tvOS 9.0, watchOS 2.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { storedMinimum }
        set { storedMinimum = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { storedMaximum }
        set { storedMaximum = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storedMultiple }
        set { storedMultiple = newValue }
    }
}

extension NSAttributedString.Key {
    public static let font: NSAttributedString.Key = NSAttributedString.Key("NSFont")
    public static let paragraphStyle: NSAttributedString.Key = NSAttributedString.Key("NSParagraphStyle")
    public static let kern: NSAttributedString.Key = NSAttributedString.Key("NSKern")
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    public static let tracking: NSAttributedString.Key = NSAttributedString.Key("NSTracking")
    public static let baselineOffset: NSAttributedString.Key = NSAttributedString.Key("NSBaselineOffset")
}

#if !os(watchOS)
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor open class UIView: NSObject {
        @MainActor public init(frame: CGRect) {}
    }

    @available(iOS 10.0, tvOS 10.0, *)
    @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
        var adjustsFontForContentSizeCategory: Bool { get set }
    }

    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
        @MainActor open var text: String?
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        // Apple's is `null_resettable`: set nil, it reads the system font.
        @MainActor open var font: UIFont!
        @MainActor open var numberOfLines: Int = 1
        @NSCopying @MainActor open var attributedText: NSAttributedString?
        open var adjustsFontForContentSizeCategory: Bool = false
    }
#endif
