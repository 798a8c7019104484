/// The interface's direction, as UIKit's `UIUserInterfaceLayoutDirection`: in `rightToLeft`
/// a table is drawn mirrored (margins, images, accessories, controls and headers on the
/// other side), as iOS draws it for Hebrew or Arabic. Geometry is vertical and does not
/// change.
public enum LayoutDirection: String, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}
