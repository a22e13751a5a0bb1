import Geometry
import Raster
import Typesetting

// Placeholder shapes until the drawing helper's vector accessories land: a stroked rect of the
// accessory's intrinsic size. The drawing branch replaces this file with
// Sources/Content/Drawing/CellAccessory+Drawing.swift (same two functions).
extension CellAccessory {
    /// The accessory's drawn size at `category` (SF Symbol sizes at body/17 pt, scaled like
    /// the body text style). Label accessories are text and measured by the list view.
    public func intrinsicSize(category: ContentSizeCategory) -> Size {
        let k = AccessoryMetrics.scale(category)
        switch kind {
        case .disclosureIndicator: return Size(width: 8 * k, height: 14 * k)
        case .checkmark: return Size(width: 15 * k, height: 14 * k)
        case .detail: return Size(width: 22 * k, height: 22 * k)
        case .outlineDisclosure: return Size(width: 14 * k, height: 14 * k)
        case .badge(let n): return Size(width: max(20, 8 + 9 * Double(String(n).count)) * k, height: 20 * k)
        case .delete: return Size(width: 22 * k, height: 22 * k)
        case .reorder: return Size(width: 20 * k, height: 12 * k)
        case .customView(_, let size): return size
        case .label: return Size(width: 0, height: 0)
        }
    }

    /// Commands drawing the accessory in `rect` (its intrinsic size, placed by the list view).
    public func commands(in rect: Rect, tint: Color, environment: ContentEnvironment) -> [DisplayCommand] {
        [.stroke(RoundedRect(rect: rect, radius: min(rect.width, rect.height) / 4), width: 1, color: tint)]
    }
}

extension CellAccessory {
    /// `intrinsicSize(category:)` for kinds whose size depends on text (badge counts).
    public func intrinsicSize(category: ContentSizeCategory, typesetter: Typesetter) -> Size { intrinsicSize(category: category) }
    /// `commands(in:tint:environment:)` for kinds that draw text (badge counts).
    public func commands(in rect: Rect, tint: Color, environment: ContentEnvironment, typesetter: Typesetter) -> [DisplayCommand] {
        commands(in: rect, tint: tint, environment: environment)
    }
}

/// Dynamic Type scaling of accessories: the body style's size ratio to its default (17 pt).
public enum AccessoryMetrics {
    public static func scale(_ category: ContentSizeCategory) -> Double {
        TextStyleScale.body(category)
    }
}

/// Ratios of the body text style's size at a category to its default.
enum TextStyleScale {
    static func body(_ c: ContentSizeCategory) -> Double { Typesetting.TextStyle.body.pointSize(for: c) / 17 }
}
