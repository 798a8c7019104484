import UIKit

/// The UIKit controller an app hosts a SwiftUI view in (`UIHostingController(rootView:)`,
/// often subclassed): accepted so a file that declares one compiles; tablesnap draws the
/// `rootView`, not the controller.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    public var sizingOptions: UIHostingControllerSizingOptions = []
    public func sizeThatFits(in size: CGSize) -> CGSize { size }
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
