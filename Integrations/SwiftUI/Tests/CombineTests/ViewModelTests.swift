import Combine
import Foundation
import Testing

/// A view model as apps write them: `@Published` inputs piped through operators into other
/// `@Published` outputs with `assign(to: &$…)`, a notification, subscriptions kept in a set.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var refreshes = 0
    private var cancellables = Set<AnyCancellable>()

    static let refresh = Notification.Name("SearchModel.refresh")

    init(items: [String], center: NotificationCenter) {
        $query
            .map { $0.lowercased() }
            .removeDuplicates()
            .map { query in items.filter { query.isEmpty || $0.lowercased().hasPrefix(query) } }
            .receive(on: ImmediateScheduler.shared)
            .assign(to: &$results)
        center.publisher(for: Self.refresh)
            .sink { [weak self] _ in self?.refreshes += 1 }
            .store(in: &cancellables)
        // Both schedulers' strides, as apps spell them (compiled, and run to no effect here).
        $query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main).sink { _ in }.store(in: &cancellables)
        $query.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true).sink { _ in }.store(in: &cancellables)
        Just(1).flatMap { Just($0 + 1) }.combineLatest(Just(3), $refreshes).sink { _ in }.store(in: &cancellables)
    }
}

@Suite struct ViewModelTests {
    @Test func publishedPipelinesUpdateTheOutputs() {
        let center = NotificationCenter()
        let model = SearchModel(items: ["Ada", "Alan", "Grace"], center: center)
        var changes = 0
        let watch = model.objectWillChange.sink { changes += 1 }
        #expect(model.results == ["Ada", "Alan", "Grace"])
        model.query = "A"
        #expect(model.results == ["Ada", "Alan"])
        model.query = "a"          // the same after lowercasing: removed as a duplicate
        model.query = "gr"
        #expect(model.results == ["Grace"])
        center.post(name: SearchModel.refresh, object: nil)
        #expect(model.refreshes == 1)
        // query ×3, results ×2 (the duplicate sent none), refreshes ×1.
        #expect(changes == 6)
        watch.cancel()
        model.query = ""
        #expect(changes == 6)
    }

    @Test func releasingTheModelEndsItsSubscriptions() {
        let center = NotificationCenter()
        weak var released: SearchModel?
        do {
            let model = SearchModel(items: ["Ada"], center: center)
            released = model
            model.query = "A"
        }
        #expect(released == nil)
        center.post(name: SearchModel.refresh, object: nil)
    }
}
