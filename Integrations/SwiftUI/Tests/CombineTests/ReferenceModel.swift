// An ObservableObject with OpenCombine; OursModel.swift is the same with the subset's Combine.
import OpenCombine

/// What subscribers to `objectWillChange` and `$name` see as `name` is set twice (and
/// `count` once, `assign(to:)` once), each event with the property's value at that moment.
func publishedEventsReference() -> [String] {
    let model = ReferenceModel()
    var events: [String] = []
    var cancellables = Set<AnyCancellable>()
    model.objectWillChange.sink { events.append("willChange name=\(model.name) count=\(model.count)") }.store(in: &cancellables)
    model.$name.sink { events.append("$name \($0) (stored \(model.name))") }.store(in: &cancellables)
    model.$count.sink { events.append("$count \($0) (stored \(model.count))") }.store(in: &cancellables)
    model.name = "b"
    model.count = 1
    model.name = "c"
    Publishers.Sequence<[Int], Never>(sequence: [5]).assign(to: &model.$count)
    events.append("after count=\(model.count)")
    return events
}

/// Whether `objectWillChange` is one publisher per object.
func sameWillChangePublisherReference() -> Bool {
    let model = ReferenceModel()
    return model.objectWillChange === model.objectWillChange
}

private class ReferenceBase: ObservableObject {
    @Published var name = "a"
}

private final class ReferenceModel: ReferenceBase {
    @Published var count = 0
}
