import Foundation

/// A decoder a stream can use (`JSONDecoder`, `PropertyListDecoder`, Yams' `YAMLDecoder`).
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder a stream can use (`JSONEncoder`, `PropertyListEncoder`).
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Each value decoded as `type`; a decoding error fails the stream.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.TryMap<Self, Item> where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }

    /// Each value encoded; an encoding error fails the stream.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.TryMap<Self, Coder.Output> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}
