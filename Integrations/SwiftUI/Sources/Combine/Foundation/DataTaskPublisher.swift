import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// The data and response of one request, made when a subscriber asks (FoundationNetworking on Linux).
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }

    /// What `dataTaskPublisher` returns: one data task per subscriber, cancelled with it.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            let outlet = Outlet("DataTaskPublisher", downstream: subscriber)
            outlet.start()
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    outlet.fail(error as? URLError ?? URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error]))
                } else if let data, let response {
                    outlet.send((data, response))
                    outlet.finish()
                } else {
                    outlet.fail(URLError(.badServerResponse))
                }
            }
            outlet.hold(AnyCancellable { task.cancel() })
            task.resume()
        }
    }
}
