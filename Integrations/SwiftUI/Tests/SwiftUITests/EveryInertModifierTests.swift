import Combine
import Foundation
import SwiftUI
import TableSnapshotSwiftUI
import Testing

/// Every modifier docs/swiftui.md lists as accepted and not drawn, applied to a row: the
/// screen compiles, draws its row, and reports each by name once.
struct EveryInertScreen: View {
    @State private var flag = false
    @State private var text = ""
    @FocusState private var focused: Bool
    @Namespace private var namespace
    let subject = PassthroughSubject<Int, Never>()

    var body: some View {
        List {
            ForEach(["Row"], id: \.self) { title in
                Text(title)
                    .sheet(isPresented: $flag) { Text("Sheet") }
                    .fullScreenCover(isPresented: $flag) { Text("Cover") }
                    .popover(isPresented: $flag) { Text("Popover") }
                    .alert("Alert", isPresented: $flag) { Button("OK") {} } message: { Text("Message") }
                    .confirmationDialog("Dialog", isPresented: $flag) { Button("Yes") {} }
                    .actionSheet(isPresented: $flag) { ActionSheet(title: Text("Sheet")) }
                    .onAppear {}
                    .onDisappear {}
                    .onChange(of: text) { _ in }
                    .task {}
                    .onReceive(subject) { _ in }
                    .onSubmit {}
                    .onTapGesture {}
                    .onLongPressGesture {}
                    .onOpenURL { _ in }
                    .contextMenu { Button("Copy") {} }
                    .swipeActions { Button("Delete", role: .destructive) {} }
                    .navigationDestination(isPresented: $flag) { Text("Pushed") }
                    .help("Help")
                    .animation(.easeInOut, value: flag)
                    .transition(.opacity)
                    .matchedGeometryEffect(id: "row", in: namespace)
                    .contentTransition(.numericText())
                    .sensoryFeedback(.success, trigger: flag)
                    .accessibilityLabel("Label")
                    .accessibilityHint("Hint")
                    .accessibilityValue("Value")
                    .accessibilityIdentifier("row")
                    .accessibilityHidden(false)
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .focused($focused)
                    .submitLabel(.done)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .textContentType(.emailAddress)
                    .overlay { Text("Over") }
                    .border(.red)
                    .shadow(radius: 2)
                    .opacity(0.5)
                    .blur(radius: 1)
                    .offset(x: 1)
                    .scaleEffect(1.1)
                    .rotationEffect(.degrees(3))
                    .listRowSeparator(.hidden)
                    .draggable("Row")
                    .gesture(TapGesture().onEnded {})
                    .simultaneousGesture(DragGesture().onChanged { _ in })
                    .privacySensitive()
                    .redacted(reason: .placeholder)
                    .unredacted()
                    .textSelection(.enabled)
                    .symbolEffect(.bounce, value: flag)
                    .statusBarHidden()
                    .menuIndicator(.hidden)
                    .fileImporter(isPresented: $flag, allowedContentTypes: [.json]) { _ in }
                    .fileExporter(isPresented: $flag, document: text, contentType: .plainText) { _ in }
                    .presentationCornerRadius(16)
                    .presentationBackground(.thinMaterial)
                    .safeAreaInset(edge: .bottom) { Text("Bar") }
                    .contentMargins(.top, 4)
                    .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
                    .glassEffect()
                    .accessibilityRepresentation { Text("Row") }
            }
            .onDelete { _ in }
            .onMove { _, _ in }
        }
        .refreshable {}
        .scrollDismissesKeyboard(.interactively)
        .scrollIndicators(.hidden)
        .listSectionSpacing(.compact)
        .scrollContentBackground(.hidden)
        .searchSuggestions { Text("Suggestion") }
        .searchScopes($text) { Text("All").tag("") }
        .scrollPosition(id: .constant(Optional<Int>.none))
        .scrollTargetBehavior(.paging)
        .formStyle(.grouped)
        .progressViewStyle(.circular)
    }
}

@MainActor @Suite struct EveryInertModifierTests {
    @Test func everyInertModifierIsReportedOnceAndTheRowIsDrawn() {
        let resolved = ResolvedView(EveryInertScreen())
        let expected: Set<String> = [
            "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet", "onAppear", "onDisappear",
            "onChange", "task", "onReceive", "onSubmit", "onTapGesture", "onLongPressGesture", "onOpenURL", "contextMenu",
            "swipeActions", "navigationDestination", "help", "animation", "transition", "matchedGeometryEffect",
            "contentTransition", "sensoryFeedback", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
            "accessibilityIdentifier", "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits", "focused",
            "submitLabel", "keyboardType", "textInputAutocapitalization", "autocorrectionDisabled", "textContentType",
            "overlay", "border", "shadow", "opacity", "blur", "offset", "scaleEffect", "rotationEffect", "listRowSeparator",
            "onDelete", "onMove", "refreshable", "scrollDismissesKeyboard", "scrollIndicators", "listSectionSpacing",
            "scrollContentBackground", "draggable", "gesture", "simultaneousGesture", "privacySensitive", "redacted",
            "unredacted", "textSelection", "symbolEffect", "statusBarHidden", "menuIndicator", "searchSuggestions",
            "searchScopes", "scrollPosition", "scrollTargetBehavior", "fileImporter", "fileExporter",
            "presentationCornerRadius", "presentationBackground", "safeAreaInset", "contentMargins", "alignmentGuide",
            "glassEffect", "accessibilityRepresentation",
        ]
        #expect(Set(resolved.inertModifiers) == expected)
        #expect(resolved.inertModifiers.count == expected.count)
        #expect(resolved.table.sections[0].rows[0].title == "Row")
    }
}
