import Foundation

extension NotificationCenter {
    /// The notifications named `name` (from `object` alone when given), as they are posted.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// What `publisher(for:object:)` returns: one observer per subscriber, removed when it cancels.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let outlet = Outlet("NotificationCenter.Publisher", downstream: subscriber)
            let center = center
            outlet.start()
            let observer = center.addObserver(forName: name, object: object, queue: nil) { outlet.send($0) }
            outlet.hold(AnyCancellable { center.removeObserver(observer) })
        }
    }
}
