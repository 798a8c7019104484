import Testing

/// `@Published` and the synthesized `objectWillChange` against OpenCombine's, and against
/// Combine's documented willSet order.
@Suite struct PublishedTests {
    @Test func matchesOpenCombine() {
        #expect(publishedEventsOurs() == publishedEventsReference())
    }

    /// objectWillChange first, then `$name` with the new value, both while the property still
    /// holds the old one (Apple's documentation of `Published`: "the publishing occurs in the
    /// property's willSet block"); a subclass's and its superclass's properties share one publisher.
    @Test func willSetOrder() {
        let events = publishedEventsOurs()
        #expect(Array(events.prefix(5)) == [
            "$name a (stored a)", "$count 0 (stored 0)",
            "willChange name=a count=0", "$name b (stored a)",
            "willChange name=b count=0",
        ])
        #expect(events.last == "after count=5")
        #expect(sameWillChangePublisherOurs())
    }
}
