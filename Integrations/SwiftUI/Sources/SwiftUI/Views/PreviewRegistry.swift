/// What `#Preview` declares for each preview (as Apple's macro declares a
/// `PreviewRegistry`): where it is written, its name and its view.
/// `assertPreviewSnapshots()` finds every one of a test binary (docs/swiftui.md, Previews).
@MainActor @preconcurrency
public protocol PreviewRegistry {
    static var fileID: String { get }
    static var line: Int { get }
    static var column: Int { get }
    static var name: String? { get }
    @MainActor static func makeView() -> any View
}

/// A `#Preview` found in the running binary.
package struct RegisteredPreview {
    /// `Module/File.swift`, and the line and column of the `#Preview`.
    package var fileID: String
    package var line: Int
    package var column: Int
    package var name: String?
    package var view: @MainActor () -> AnyView
}

/// Every `#Preview` of the images loaded in this process, in file and line order.
///
/// Found as Swift Testing finds tests on Linux: the Swift runtime lists each image's type
/// metadata records (`swift_enumerateAllMetadataSections`); the types the macro declares are
/// the non-generic structs whose names hold `__tablesnapPreview`, each asked for its view.
///
/// - Complexity: O(*t*) in the types of the loaded images.
@MainActor
package func registeredPreviews() -> [RegisteredPreview] {
    var types: [Any.Type] = []
    withUnsafeMutablePointer(to: &types) { types in
        swift_enumerateAllMetadataSections({ sections, context in
            let types = context.assumingMemoryBound(to: [Any.Type].self)
            // MetadataSections (the runtime's shims/MetadataSections.h): version, baseAddress,
            // two unused pointers, then {start, length} ranges; swift5_type_metadata is the third.
            let word = MemoryLayout<UInt>.size
            let start = sections.load(fromByteOffset: 8 * word, as: UInt.self)
            let length = sections.load(fromByteOffset: 9 * word, as: UInt.self)
            guard let base = UnsafeRawPointer(bitPattern: start) else { return true }
            for offset in stride(from: 0, to: Int(length), by: 4) {
                if let type = previewType(record: base + offset) { types.pointee.append(type) }
            }
            return true
        }, UnsafeMutableRawPointer(types))
    }
    var previews: [RegisteredPreview] = []
    for type in types {
        guard let registry = type as? any PreviewRegistry.Type else { continue }
        previews.append(RegisteredPreview(fileID: registry.fileID, line: registry.line, column: registry.column, name: registry.name,
                                          view: { erased(registry.makeView()) }))
    }
    return previews.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
}

@MainActor
private func erased<V: View>(_ view: V) -> AnyView { AnyView(view) }

/// The type a type metadata record points at, when it may be a preview's registry: a
/// non-generic struct whose (macro-made, unique) name holds `__tablesnapPreview`. Layouts are
/// the Swift ABI's (TypeMetadataRecord, TargetTypeContextDescriptor), as Swift Testing reads
/// them to find tests.
private func previewType(record: UnsafeRawPointer) -> Any.Type? {
    let value = record.loadUnaligned(as: Int32.self)
    // The low two bits say how the descriptor is referenced: 0 directly, 1 through a pointer.
    guard value & 3 <= 1 else { return nil }
    var descriptor = record + Int(value & ~3)
    if value & 3 == 1 {
        guard let indirect = descriptor.loadUnaligned(as: UnsafeRawPointer?.self) else { return nil }
        descriptor = indirect
    }
    let flags = descriptor.loadUnaligned(as: UInt32.self)
    // Kind 17 is a struct; flag 0x80 a generic one.
    guard flags & 0x1F == 17, flags & 0x80 == 0 else { return nil }
    let name = descriptor + 8 + Int(descriptor.loadUnaligned(fromByteOffset: 8, as: Int32.self))
    guard String(cString: name.assumingMemoryBound(to: CChar.self)).contains("__tablesnapPreview") else { return nil }
    // The metadata accessor (Swift's calling convention passes the request and returns the
    // metadata in the first registers, as C's does on x86-64 and arm64).
    let accessorOffset = descriptor.loadUnaligned(fromByteOffset: 12, as: Int32.self)
    guard accessorOffset != 0 else { return nil }
    let accessor = unsafeBitCast(descriptor + 12 + Int(accessorOffset), to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
    guard let metadata = accessor(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
