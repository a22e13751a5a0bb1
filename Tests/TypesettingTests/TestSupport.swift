import Foundation
import Testing
@testable import Typesetting

/// The repository's Fonts/ directory, found from this file's location.
let fontsDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fonts").path
}()

/// One registry for all tests (loading is the slow part).
let sharedRegistry: FontRegistry = {
    do { return try FontRegistry(directory: fontsDirectory) } catch { fatalError("cannot load \(fontsDirectory): \(error)") }
}()

let typesetter = Typesetter(registry: sharedRegistry)

func attrs(_ size: Double = 17, weight: Font.Weight = .regular, family: String = "DejaVu Sans", kern: Double = 0) -> TextAttributes {
    TextAttributes(font: Font(family: family, weight: weight, size: size), kern: kern)
}
