import Foundation
import Geometry

/// WCAG 2.2's contrast: relative luminance of sRGB colours and the ratio of two luminances.
public enum Contrast {
    /// A colour's relative luminance (WCAG 2.2, "relative luminance"): each sRGB channel linearized
    /// (`c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4`), weighted 0.2126 R + 0.7152 G + 0.0722 B.
    /// Alpha is ignored: composite first (`Contrast.over`).
    public static func relativeLuminance(_ c: Color) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// The contrast ratio of two colours, `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter: 1 to 21.
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` composited over the opaque `bottom` (straight alpha): the colour a translucent text
    /// colour is seen as.
    public static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = Double(top.alpha) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
        return Color(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }

    /// WCAG's minimum ratio for text (1.4.3): 3:1 for large text (at least 18 pt, or 14 pt bold), else 4.5:1.
    public static func minimumRatio(size: Double, bold: Bool) -> Double {
        size >= 18 || (bold && size >= 14) ? 3 : 4.5
    }
}
