import Geometry
import Raster

/// Something its owner draws at a size when the Render stage asks — a UIKit view behind a
/// cell's custom accessory or background — kept in configurations by identity.
public protocol DeferredDrawing: AnyObject, Sendable {
    /// Commands drawing it at `size`, its top-left corner at the origin.
    func commands(size: Size) -> [DisplayCommand]
}

/// A `DeferredDrawing` held in a configuration (a custom accessory's or background's view),
/// equal only to itself.
public struct CustomDrawing: Hashable, Sendable {
    public let drawing: any DeferredDrawing
    public init(_ drawing: any DeferredDrawing) { self.drawing = drawing }
    public static func == (a: Self, b: Self) -> Bool { a.drawing === b.drawing }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(drawing)) }

    /// The commands drawing it in `rect`.
    public func commands(in rect: Rect) -> [DisplayCommand] {
        drawing.commands(size: rect.size).map { $0.offset(by: rect.origin) }
    }
}
