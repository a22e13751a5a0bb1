import Content
import Typesetting

/// A scene's text diagnostics, gathered element by element: most are reported per element,
/// but a character no font covers is reported once per code point for the whole scene, with
/// how often it occurs and where first — not once per cell that shows it.
struct SceneDiagnostics {
    private struct Uncovered {
        var font: String
        var count = 0
        var elements = 0
        var firstPlace: String
    }
    private(set) var lines: [String] = []
    private var uncovered: [UInt32: Uncovered] = [:]
    private var uncoveredOrder: [UInt32] = []

    mutating func add(_ diagnostics: [TextDiagnostic], at place: String) {
        var seen: Set<UInt32> = []
        for d in diagnostics {
            guard case let .uncoveredCharacter(scalar, font, count) = d else {
                lines.append("\(place): \(d)")  // other notes stay with their element
                continue
            }
            if uncovered[scalar] == nil { uncovered[scalar] = Uncovered(font: font, firstPlace: place); uncoveredOrder.append(scalar) }
            uncovered[scalar]!.count += count
            if seen.insert(scalar).inserted { uncovered[scalar]!.elements += 1 }
        }
    }

    /// A note about one element that is not about text (a missing image, a fallback taken).
    mutating func addNote(_ note: String, at place: String) { lines.append("\(place): \(note)") }

    /// A note about the design rather than one element (a weight drawn with another face).
    mutating func addDesignNote(_ d: TextDiagnostic) { lines.append(d.description) }

    /// Per-element lines, then one line per uncovered code point, in order of first appearance.
    var all: [String] {
        lines
            + uncoveredOrder.map { s in
                let u = uncovered[s]!
                let times = u.count == 1 ? "once" : "\(u.count) times"
                let spread = u.elements == 1 ? "in \(u.firstPlace)" : "in \(u.elements) elements, first \(u.firstPlace)"
                return "\(TextDiagnostic.codePoint(s)) is not covered by any bundled font (\(times), \(spread)); drew \(u.font)'s .notdef box"
            }
    }
}
