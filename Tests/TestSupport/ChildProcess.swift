import Foundation

/// Waiting for a child process (the `tablesnap` binary, a shell, a browser) without holding
/// one of Swift Testing's threads. The pool that runs tests has one thread per core (two
/// here); a test blocked in `waitUntilExit` or a pipe read holds one for as long as the
/// child runs, and every other test waits behind it. These waits run on a thread of their
/// own and resume the test when the child is done.
public enum ChildProcess {
    /// What a finished child wrote and how it ended.
    public struct Output: Sendable {
        public var status: Int32
        public var reason: Process.TerminationReason
        public var stdout: Data
        public var stderr: Data
    }

    /// Starts `process` with its standard output and error on pipes (and `input`, when
    /// given, on its standard input) and returns once it has exited and both pipes are drained.
    public static func run(_ process: Process, input: Data? = nil) async throws -> Output {
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        let child = Unchecked(process)
        return await onOwnThread {
            if let input, let inputPipe {
                // Written before the outputs are read: small inputs only (a config).
                inputPipe.fileHandleForWriting.write(input)
                try? inputPipe.fileHandleForWriting.close()
            }
            // Both pipes read at once, so neither can fill and block the child.
            let errors = Unchecked(Data())
            let readerDone = DispatchSemaphore(value: 0)
            Thread { errors.value = err.fileHandleForReading.readDataToEndOfFile(); readerDone.signal() }.start()
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            readerDone.wait()
            child.value.waitUntilExit()
            return Output(status: child.value.terminationStatus, reason: child.value.terminationReason, stdout: outData, stderr: errors.value)
        }
    }

    /// Waits for a process already running (its pipes are the caller's) to exit.
    public static func exit(of process: Process) async -> (status: Int32, reason: Process.TerminationReason) {
        let child = Unchecked(process)
        return await onOwnThread {
            child.value.waitUntilExit()
            return (child.value.terminationStatus, child.value.terminationReason)
        }
    }

    /// `work`, which blocks, on a new thread rather than the test's; its result when done.
    public static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// A value handed to the waiting thread and read back once it is done (the thread's
    /// start and its end order the accesses).
    public final class Unchecked<Value>: @unchecked Sendable {
        public var value: Value
        public init(_ value: Value) { self.value = value }
    }
}
