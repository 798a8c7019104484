import CHeldBytes

/// What malloc holds (see held_bytes.h): a test notes it before a computation and at points
/// inside it, to see that memory stays bounded where docs say it is not spent.
public enum HeldBytes {
    public static func now() -> Int { Int(tablesnap_held_bytes()) }
}
