import SwiftUI

// ScanNow's settings screens (Tests/Fidelity/corpus/scannow-*.png), written as its developer
// would write them from what the pictures show: a Form of a File section (a filename field,
// two menu pickers, the example name) and an About section (mail, the GitHub repository, the
// version). Our own code; the pictures' provenance is in the corpus's manifest.json.

/// How the saved file's name ends.
enum FileSuffix: String, CaseIterable, Identifiable {
    case none, counter, dateAndTime
    var id: Self { self }
    var title: String {
        switch self {
        case .none: "None"
        case .counter: "Counter"
        case .dateAndTime: "Date and time"
        }
    }
}

enum FileFormat: String, CaseIterable, Identifiable {
    case pdf, jpeg
    var id: Self { self }
    var title: String { rawValue.uppercased() }
}

/// The user's file settings.
final class FileSettings: ObservableObject {
    @Published var filename: String
    @Published var suffix: FileSuffix
    @Published var format: FileFormat

    init(filename: String = "", suffix: FileSuffix = .none, format: FileFormat = .pdf) {
        self.filename = filename
        self.suffix = suffix
        self.format = format
    }

    /// The name a scan is saved under, as the Example row shows it ("Scan" when no name is set;
    /// the date suffix is the scan's date, fixed here as the app's snapshot tests fix it).
    var example: String {
        let name = filename.isEmpty ? "Scan" : filename
        let suffixText: String
        switch suffix {
        case .none: suffixText = ""
        case .counter: suffixText = "_0"
        case .dateAndTime: suffixText = "_16-08-1991-00:00"
        }
        return "\(name)\(suffixText).\(format.rawValue)"
    }
}

struct FileSection: View {
    @ObservedObject var settings: FileSettings

    var body: some View {
        Section("File") {
            TextField("Filename", text: $settings.filename)
                .autocorrectionDisabled()
            Picker("File suffix", selection: $settings.suffix) {
                ForEach(FileSuffix.allCases) { suffix in
                    Text(suffix.title).tag(suffix)
                }
            }
            Picker("Format", selection: $settings.format) {
                ForEach(FileFormat.allCases) { format in
                    Text(format.title).tag(format)
                }
            }
            HStack {
                Text("Example")
                Spacer()
                Text(settings.example)
            }
        }
    }
}

struct AboutSection: View {
    let version: String
    @Environment(\.openURL) private var openURL

    var body: some View {
        Section("About") {
            Button {
                openURL(URL(string: "mailto:scannow@example.com")!)
            } label: {
                HStack {
                    Text("Write to us")
                    Spacer()
                    Image(systemName: "envelope")
                }
            }
            .foregroundStyle(.primary)
            Link(destination: URL(string: "https://github.com/WezSieTato/ScanNow")!) {
                LabeledContent {
                    Text("WezSieTato/ScanNow")
                        .foregroundStyle(.primary)
                } label: {
                    Image("github")
                        .resizable()
                        .frame(width: 28, height: 28)
                }
            }
            HStack {
                Text("Version")
                Spacer()
                Text(version)
            }
        }
    }
}

struct ScanNowSettingsView: View {
    @StateObject var settings: FileSettings
    let version: String

    var body: some View {
        Form {
            FileSection(settings: settings)
            AboutSection(version: version)
        }
    }
}

/// The File section alone, as the app's fixed-size snapshots show it.
struct ScanNowFileView: View {
    @StateObject var settings: FileSettings

    var body: some View {
        Form {
            FileSection(settings: settings)
        }
    }
}

struct ScanNowAboutView: View {
    let version: String

    var body: some View {
        Form {
            AboutSection(version: version)
        }
    }
}
