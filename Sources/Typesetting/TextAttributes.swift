import Geometry

/// The attributes of a run of text, like `NSAttributedString`'s `.font`,
/// `.foregroundColor` and `.kern`.
public struct TextAttributes: Hashable, Sendable {
    public var font: Font
    public var color: Color
    /// Letter spacing in points added after every character (UIKit's `.kern` attribute),
    /// including the last one of a line, as TextKit does. May be negative.
    public var kern: Double

    public init(font: Font, color: Color = .black, kern: Double = 0) {
        self.font = font; self.color = color; self.kern = kern
    }
}
