import Foundation
import SwiftUICheck
import Testing

/// `swiftui-check`: what a screen uses that the subset lacks, found in its text with
/// file:line:col, against the subset's own sources.
@Suite struct ScreenCheckTests {
    static let check: ScreenCheck? = (try? SubsetSymbols.load()).map { ScreenCheck(symbols: $0) }

    let screen = """
    import SwiftUI
    import MapKit
    import Combine

    struct PlaceView: View {
        @FetchRequest(sortDescriptors: []) var places: FetchedResults<Place>
        @State private var on = true
        var body: some View {
            Form {
                Toggle("On", isOn: $on)
                    .labelsHidden()
                Gauge(value: 0.4) { Text("Fuel") }
                    .gaugeStyle(.accessoryCircular)
                Text("Hi").shimmering()   // the app's own modifier, declared below
                    .font(.system(size: 12))
                // .notAModifier() in a comment
                Text(".alsoNot() in a string")
            }
            #if os(iOS)
            .onDrop(of: [], isTargeted: nil) { _ in true }
            .iOSOnlyModifier()
            #endif
        }
    }

    extension View {
        func shimmering() -> some View { self }
    }
    """

    @Test func missingSymbolsAreFoundWithTheirPlace() throws {
        let check = try #require(Self.check)
        let findings = check.check([("Place.swift", screen)])
        #expect(findings.map(\.description) == [
            "Place.swift:2:1: import MapKit: not a module tablesnap provides on Linux (build it for Linux or stub it)",
            "Place.swift:6:5: @FetchRequest: a property wrapper or attribute the SwiftUI subset does not declare",
            "Place.swift:12:13: Gauge: a type the SwiftUI subset does not declare",
            "Place.swift:13:18: .gaugeStyle: a modifier or member the SwiftUI subset does not declare",
        ])
    }

    @Test func theSubsetsOwnNamesAreKnown() throws {
        let check = try #require(Self.check)
        let supported = """
        import SwiftUI
        struct S: View {
            @Environment(\\.dismiss) var dismiss
            @StateObject var model = Model()
            var body: some View {
                NavigationStack {
                    List {
                        Section("A") { LabeledContent("Version", value: "1") }
                        DisclosureGroup("More") { Text("x") }
                    }
                    .listStyle(.insetGrouped)
                    .navigationTitle("S")
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { EditButton() } }
                    .sheet(isPresented: .constant(false)) { Text("x") }
                }
            }
        }
        final class Model: ObservableObject { @Published var name = "" }
        """
        #expect(check.check([("S.swift", supported)]).isEmpty)
    }

    /// A declaration's generic parameters and Foundation's names on Linux are not missing;
    /// a generic parameter of one declaration does not hide a missing type elsewhere.
    @Test func genericParametersAndFoundationNamesAreKnown() throws {
        let check = try #require(Self.check)
        let helpers = """
        import SwiftUI
        func with<T, each U: Sendable>(_ value: T, _ body: (inout T) -> Void) -> T { var v = value; body(&v); return v }
        struct Host<Content: View>: View {
            let group = DispatchGroup()
            let lock = NSLock()
            var body: some View { Gauge(value: 1) { Text("x") } }
        }
        """
        #expect(check.check([("H.swift", helpers)]).map(\.name) == ["Gauge"])
    }
}
