/// A JSON document kept compactly: its bytes, plus one small record per array and object.
///
/// Large data (a feed of a million objects) is read into this once and never into a tree of
/// Swift values. A value is read where it stands in the bytes, only when a row needs it:
/// placeholders, a `type`, an `id` or a `height` of the rows that are laid out or drawn.
/// The records let a reader step over a nested array or object in O(1) and reach element
/// *i* of a large array in O(1), so every read costs the size of what it reads.
///
/// A document is immutable and shared by reference: rows made from it keep a ``DataNode``
/// (the document and an offset), not a copy. Documents are built by a validating reader
/// (TableConfig's JSON reader), which guarantees the invariants below; nothing here
/// re-validates.
public final class DataDocument: Sendable {
    /// One array or object: where it starts and ends, how many elements or fields it has,
    /// and the record after its subtree (records are in document order).
    package struct Container: Sendable, Equatable {
        /// Offset of `[` or `{`.
        package var start: UInt32
        /// Offset just past `]` or `}`.
        package var end: UInt32
        /// Elements of an array, fields of an object.
        package var count: UInt32
        /// Index of the first record after this container's subtree.
        package var next: UInt32
        /// For a large array: where its element offsets begin in ``elementOffsets``;
        /// ``Container/noElementIndex`` otherwise.
        package var elements: UInt32

        package static let noElementIndex = UInt32.max

        package init(start: UInt32, end: UInt32, count: UInt32, next: UInt32, elements: UInt32) {
            self.start = start
            self.end = end
            self.count = count
            self.next = next
            self.elements = elements
        }
    }

    /// Arrays with at least this many elements get an element index (4 bytes an element),
    /// so element *i* is found without walking the ones before it.
    package static let indexedArrayMinimum = 16

    /// UTF-8 JSON text (RFC 8259), already validated.
    package let bytes: [UInt8]
    package let containers: [Container]
    package let elementOffsets: [UInt32]
    /// Offset of the root value (after any leading white space or byte-order mark).
    package let rootOffset: UInt32

    /// The largest document: offsets are 31-bit, because an element index entry spends its
    /// top bit on saying whether it holds a record index or an offset.
    public static let maxBytes = Int(Int32.max)

    /// An element index entry with this bit set holds a container's record index; without
    /// it, a scalar's offset.
    package static let recordFlag: UInt32 = 0x8000_0000

    package init(bytes: [UInt8], containers: [Container], elementOffsets: [UInt32], rootOffset: UInt32) {
        self.bytes = bytes
        self.containers = containers
        self.elementOffsets = elementOffsets
        self.rootOffset = rootOffset
    }

    /// The whole document's value.
    public var root: DataNode {
        // A container root is the first record.
        DataNode(document: self, offset: rootOffset, record: 0)
    }

    /// The bytes the document holds (its text, records and element index), for `bench`.
    package var allocatedBytes: Int {
        bytes.capacity + containers.capacity * MemoryLayout<Container>.stride
            + elementOffsets.capacity * MemoryLayout<UInt32>.stride
    }
}

/// A value inside a ``DataDocument``: the document and where the value starts. Cheap to
/// copy; reading it parses only the value's own bytes.
public struct DataNode: Sendable {
    public let document: DataDocument
    /// The byte offset of the value's first character.
    public let offset: UInt32
    /// For an array or object: the index of its record. Unused for other values.
    package let record: UInt32

    init(document: DataDocument, offset: UInt32, record: UInt32) {
        self.document = document
        self.offset = offset
        self.record = record
    }
}
