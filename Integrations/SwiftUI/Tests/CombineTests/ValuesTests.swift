import Combine
import Testing

/// `values`: a publisher as an AsyncSequence, one value asked for per iteration.
@Suite struct ValuesTests {
    @Test func everyValueThenTheEnd() async {
        var received: [Int] = []
        for await value in Publishers.Sequence<[Int], Never>(sequence: [1, 2, 3]).values { received.append(value) }
        #expect(received == [1, 2, 3])
    }

    @Test func theFailureIsThrownAfterTheValues() async {
        let failing = Publishers.Sequence<[Int], TestError>(sequence: [4, 5]).append(Fail(error: TestError(code: 9)))
        var received: [Int] = []
        await #expect(throws: TestError(code: 9)) {
            for try await value in failing.values { received.append(value) }
        }
        #expect(received == [4, 5])
    }

    /// A subject's values sent while the loop waits, each taken as it comes (demand one at a time).
    @Test func aSubjectsValuesAsTheyCome() async {
        let subject = CurrentValueSubject<Int, Never>(0)
        var iterator = subject.values.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        subject.send(1)
        #expect(await iterator.next() == 1)
        subject.send(completion: .finished)
        #expect(await iterator.next() == nil)
    }
}
