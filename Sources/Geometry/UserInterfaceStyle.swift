/// Light or dark appearance, like `UIUserInterfaceStyle` (without `.unspecified`: a rendered
/// screen is always one of the two). Raw values are UIKit's case names.
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
