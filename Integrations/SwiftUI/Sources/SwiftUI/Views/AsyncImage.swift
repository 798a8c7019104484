import TableLayout

/// An image loaded from a URL: on the first frame nothing is loaded, so it draws its
/// placeholder (or its content for `.empty`), as a device does before the download ends; the
/// default placeholder is a grey rectangle.
public struct AsyncImage<Content: View>: View {
    let firstFrame: Content?
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        firstFrame = nil
    }
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == P {
        firstFrame = placeholder()
    }
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        firstFrame = content(.empty)
    }
    public var body: Never { primitiveBody() }
}

public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

extension AsyncImage: PrimitiveView {
    func resolve(in resolver: Resolver) -> [Piece] {
        if let firstFrame { return resolver.resolve(firstFrame) }
        return [.content(.rectangle(.semantic(.systemGray5), width: .points(29), height: .points(29)))]
    }
}
