import SwiftUI
import TableSnapshotSwiftUI
import Testing

struct StrictScreen: View {
    var body: some View {
        List { Text("Row").onAppear {} }
    }
}

struct TwoPreviews: PreviewProvider {
    static var previews: some View {
        List { Text("One") }
        Form { Toggle("Two", isOn: .constant(true)) }
    }
}

/// The test API: goldens in verify's format beside this file, strict mode, previews.
@MainActor @Suite struct SnapshotAPITests {
    @Test func aScreenMatchesItsGolden() {
        assertTableSnapshot(of: StrictScreen(), device: .iPhoneSE)
    }

    @Test func strictFailsOnInertModifiers() {
        withKnownIssue {
            assertTableSnapshot(of: StrictScreen(), device: .iPhoneSE, strict: true, named: "aScreenMatchesItsGolden")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("accepted and not drawn: .onAppear (strict)") }
        }
    }

    @Test func everyPreviewIsSnapshotted() {
        assertPreviewSnapshots(of: TwoPreviews.self, device: .iPhoneSE)
    }
}
