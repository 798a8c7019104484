// Apple's SwiftUI re-exports Combine (ObservableObject, @Published), Observation
// (@Observable) and Foundation; an app's files rely on that, so this module does too.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
// SwiftUI on iOS brings UIKit's names (UIColor, UIApplication…) with it.
@_exported import UIKit
