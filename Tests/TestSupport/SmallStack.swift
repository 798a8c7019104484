import Foundation

/// Runs code on a thread with a small stack, as threads and sanitizer builds have (the main
/// thread's 8 MiB hides recursion that is too deep): a test of depth limits runs there.
public enum SmallStack {
    private final class Box<T>: @unchecked Sendable {
        var value: T?
        let done = DispatchSemaphore(value: 0)
    }

    /// `body`'s result, run on a thread of `bytes` of stack (1 MiB unless said).
    public static func run<T>(bytes: Int = 1 << 20, _ body: @escaping @Sendable () -> T) -> T {
        let box = Box<T>()
        let thread = Thread {
            box.value = body()
            box.done.signal()
        }
        thread.stackSize = bytes
        thread.start()
        box.done.wait()
        return box.value!
    }
}
