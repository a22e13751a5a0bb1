import Geometry
import Support

/// Colours of the DTCG Color module (2025.10) converted to the 8-bit sRGB the renderer draws.
///
/// Every colour space is first taken to CIE XYZ (D65) and from there to linear sRGB, with the
/// matrices of CSS Color 4 (§ 18, "Sample code for color conversions"), which the Color module
/// cites; spaces defined on D50 (`lab`, `lch`, `prophoto-rgb`, `xyz-d50`) are adapted to D65 with
/// the Bradford transform. Linear sRGB is encoded with the sRGB transfer function, and each
/// channel is rounded to 8 bits. A colour with a channel outside [0, 1] (beyond half a step of
/// 8 bits) is out of the sRGB gamut: each channel is clipped and the import says so.
public enum TokenColor {
    /// The colour spaces the Color module names, in its order.
    public static let colorSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb",
        "rec2020", "xyz-d65", "xyz-d50",
    ]

    /// A converted colour: the 8-bit sRGB colour and whether it was clipped into sRGB.
    public struct Converted: Hashable, Sendable {
        public var color: Color
        public var clipped: Bool
    }

    typealias Matrix = (Vec, Vec, Vec)
    typealias Vec = (Double, Double, Double)

    static func mul(_ m: Matrix, _ v: Vec) -> Vec {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }

    // CSS Color 4, § 18 (the matrices as exact rationals where the spec gives them so).
    static let linearSRGBToXYZ: Matrix = (
        (506752 / 1228815, 87881 / 245763, 12673 / 70218),
        (87098 / 409605, 175762 / 245763, 12673 / 175545),
        (7918 / 409605, 87881 / 737289, 1001167 / 1053270)
    )
    static let xyzToLinearSRGB: Matrix = (
        (12831 / 3959, -329 / 214, -1974 / 3959),
        (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
        (705 / 12673, -2585 / 12673, 705 / 667)
    )
    static let linearP3ToXYZ: Matrix = (
        (608311 / 1250200, 189793 / 714400, 198249 / 1000160),
        (35783 / 156275, 247089 / 357200, 198249 / 2500400),
        (0, 32229 / 714400, 5220557 / 5000800)
    )
    static let linearA98ToXYZ: Matrix = (
        (573536 / 994567, 263643 / 1420810, 187206 / 994567),
        (591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
        (53769 / 1989134, 351524 / 4972835, 4929758 / 4972835)
    )
    /// ProPhoto RGB's primaries to XYZ on its own white, D50.
    static let linearProPhotoToXYZD50: Matrix = (
        (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        (0.00000000000000000, 0.00000000000000000, 0.82510460251046020)
    )
    static let linearRec2020ToXYZ: Matrix = (
        (63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
        (26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
        (0, 19789346 / 697040785, 295819943 / 278816314)
    )
    /// Bradford chromatic adaptation from D50 to D65.
    static let bradfordD50ToD65: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )
    /// D50's white point in XYZ (x 0.3457, y 0.3585), which CIE Lab is relative to.
    static let d50White: Vec = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    static let oklabToLMS: Matrix = (
        (1, 0.3963377773761749, 0.2158037573099136),
        (1, -0.1055613458156586, -0.0638541728258133),
        (1, -0.0894841775298119, -1.2914855480194092)
    )
    static let lmsToXYZ: Matrix = (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )

    /// The sRGB transfer function's inverse (encoded → linear), odd-extended for negatives.
    static func srgbToLinear(_ c: Double) -> Double {
        let a = abs(c)
        return a <= 0.04045 ? c / 12.92 : (c < 0 ? -1 : 1) * TokenMath.pow((a + 0.055) / 1.055, 2.4)
    }

    static func linearToSRGB(_ c: Double) -> Double {
        let a = abs(c)
        return a <= 0.0031308 ? 12.92 * c : (c < 0 ? -1 : 1) * (1.055 * TokenMath.pow(a, 1 / 2.4) - 0.055)
    }

    /// HSL (hue in degrees, saturation and lightness 0…100) to encoded sRGB: CSS Color 4 § 7.1.
    static func hslToSRGB(_ h: Double, _ s: Double, _ l: Double) -> Vec {
        let s = s / 100, l = l / 100
        var hue = h.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// HWB (hue in degrees, whiteness and blackness 0…100) to encoded sRGB: CSS Color 4 § 8.1.
    static func hwbToSRGB(_ h: Double, _ w: Double, _ b: Double) -> Vec {
        let w = w / 100, b = b / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return (gray, gray, gray)
        }
        let rgb = hslToSRGB(h, 100, 50)
        let scale = 1 - w - b
        return (rgb.0 * scale + w, rgb.1 * scale + w, rgb.2 * scale + w)
    }

    /// CIE Lab (D50) to XYZ (D50): CSS Color 4 § 18, with κ = 24389/27 and ε = 216/24389.
    static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> Vec {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (l + 16) / 116, f0 = a / 500 + f1, f2 = f1 - b / 200
        let x = TokenMath.pow(f0, 3) > epsilon ? TokenMath.pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? TokenMath.pow((l + 16) / 116, 3) : l / kappa
        let z = TokenMath.pow(f2, 3) > epsilon ? TokenMath.pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * d50White.0, y * d50White.1, z * d50White.2)
    }

    static func polar(_ l: Double, _ c: Double, _ h: Double) -> Vec {
        let t = TokenMath.cosSin(degrees: h)
        return (l, c * t.cos, c * t.sin)
    }

    /// `components` in `space` (the Color module's ranges: sRGB-like spaces 0…1, `hsl`/`hwb` hue in
    /// degrees and percentages 0…100, `lab` L 0…100, `oklab` L 0…1, XYZ with Y of white 1) as
    /// linear sRGB. nil for a space the module does not name.
    static func linearSRGB(space: String, _ c: Vec) -> Vec? {
        switch space {
        case "srgb": return (srgbToLinear(c.0), srgbToLinear(c.1), srgbToLinear(c.2))
        case "srgb-linear": return c
        case "hsl":
            let e = hslToSRGB(c.0, c.1, c.2)
            return (srgbToLinear(e.0), srgbToLinear(e.1), srgbToLinear(e.2))
        case "hwb":
            let e = hwbToSRGB(c.0, c.1, c.2)
            return (srgbToLinear(e.0), srgbToLinear(e.1), srgbToLinear(e.2))
        case "lab": return mul(xyzToLinearSRGB, mul(bradfordD50ToD65, labToXYZD50(c.0, c.1, c.2)))
        case "lch":
            let lab = polar(c.0, c.1, c.2)
            return mul(xyzToLinearSRGB, mul(bradfordD50ToD65, labToXYZD50(lab.0, lab.1, lab.2)))
        case "oklab", "oklch":
            let lab = space == "oklab" ? c : polar(c.0, c.1, c.2)
            let lms = mul(oklabToLMS, lab)
            return mul(xyzToLinearSRGB, mul(lmsToXYZ, (TokenMath.pow(lms.0, 3), TokenMath.pow(lms.1, 3), TokenMath.pow(lms.2, 3))))
        case "display-p3":
            return mul(xyzToLinearSRGB, mul(linearP3ToXYZ, (srgbToLinear(c.0), srgbToLinear(c.1), srgbToLinear(c.2))))
        case "a98-rgb":
            func lin(_ v: Double) -> Double { (v < 0 ? -1 : 1) * TokenMath.pow(abs(v), 563 / 256) }
            return mul(xyzToLinearSRGB, mul(linearA98ToXYZ, (lin(c.0), lin(c.1), lin(c.2))))
        case "prophoto-rgb":
            func lin(_ v: Double) -> Double { abs(v) <= 16 / 512 ? v / 16 : (v < 0 ? -1 : 1) * TokenMath.pow(abs(v), 1.8) }
            return mul(xyzToLinearSRGB, mul(bradfordD50ToD65, mul(linearProPhotoToXYZD50, (lin(c.0), lin(c.1), lin(c.2)))))
        case "rec2020":
            let alpha = 1.09929682680944, beta = 0.018053968510807
            func lin(_ v: Double) -> Double { abs(v) < beta * 4.5 ? v / 4.5 : (v < 0 ? -1 : 1) * TokenMath.pow((abs(v) + alpha - 1) / alpha, 1 / 0.45) }
            return mul(xyzToLinearSRGB, mul(linearRec2020ToXYZ, (lin(c.0), lin(c.1), lin(c.2))))
        case "xyz-d65", "xyz": return mul(xyzToLinearSRGB, c)
        case "xyz-d50": return mul(xyzToLinearSRGB, mul(bradfordD50ToD65, c))
        default: return nil
        }
    }

    /// `components` (a `none` component is 0) and `alpha` in `space`, converted to 8-bit sRGB.
    /// nil for a colour space the Color module does not name.
    public static func convert(space: String, components: (Double, Double, Double), alpha: Double = 1) -> Converted? {
        let encoded: [Double]
        if space == "srgb" {
            // Already encoded: no trip through linear light, so r/255 comes back as r exactly.
            encoded = [components.0, components.1, components.2]
        } else {
            guard let linear = linearSRGB(space: space, components) else { return nil }
            encoded = [linearToSRGB(linear.0), linearToSRGB(linear.1), linearToSRGB(linear.2)]
        }
        // Half an 8-bit step of slack: a colour that rounds into the gamut is in it.
        let slack = 0.5 / 255
        let clipped = encoded.contains { !($0 >= -slack && $0 <= 1 + slack) }
        func byte(_ v: Double) -> UInt8 { v.isNaN ? 0 : UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return Converted(color: Color(red: byte(encoded[0]), green: byte(encoded[1]), blue: byte(encoded[2]), alpha: byte(alpha)), clipped: clipped)
    }

    /// A CSS colour string as Style Dictionary and Tokens Studio write them: `#rgb`, `#rgba`,
    /// `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (numbers or percentages, commas or spaces, `/ alpha`),
    /// `rgba(#rrggbb, alpha)` (Tokens Studio), `hsl()`/`hsla()`, `transparent`, `white`, `black`. nil
    /// for anything else.
    public static func parseCSS(_ text: String) -> Converted? {
        let s = text.trimmingWhitespace().lowercased()
        switch s {
        case "transparent": return Converted(color: .clear, clipped: false)
        case "white": return Converted(color: .white, clipped: false)
        case "black": return Converted(color: .black, clipped: false)
        default: break
        }
        if s.hasPrefix("#") {
            let digits = Array(s.dropFirst())
            guard digits.allSatisfy(\.isHexDigit) else { return nil }
            var full: String
            switch digits.count {
            case 3, 4: full = "#" + digits.map { "\($0)\($0)" }.joined()
            case 6, 8: full = s
            default: return nil
            }
            if full.count == 7 { full += "ff" }
            return Color(hex: full).map { Converted(color: $0, clipped: false) }
        }
        guard let open = s.firstIndex(of: "("), s.hasSuffix(")") else { return nil }
        let name = String(s[..<open])
        let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
        var parts = inner.replacingOccurrences(",", " ").replacingOccurrences("/", " / ").split(separator: " ").map(String.init)
        var alphaText: String?
        if let slash = parts.firstIndex(of: "/") {
            guard slash + 1 < parts.count else { return nil }
            alphaText = parts[slash + 1]
            parts = Array(parts[..<slash])
        } else if parts.count == 4 || (parts.count == 2 && parts[0].hasPrefix("#")) {
            alphaText = parts.removeLast()
        }
        guard parts.count == 3 || (parts.count == 1 && parts[0].hasPrefix("#")) else { return nil }
        func number(_ t: String, percentOf scale: Double) -> Double? {
            if t == "none" { return 0 }
            if t.hasSuffix("%") { return Double(t.dropLast()).map { $0 / 100 * scale } }
            if t.hasSuffix("deg") { return Double(t.dropLast(3)) }
            return Double(t)
        }
        let alpha: Double
        if let alphaText {
            guard let a = number(alphaText, percentOf: 1), a.isFinite else { return nil }
            alpha = min(max(a, 0), 1)
        } else {
            alpha = 1
        }
        if name == "rgb" || name == "rgba", parts.count == 1 {
            // Tokens Studio's `rgba(#rrggbb, alpha)`.
            guard let c = parseCSS(parts[0]) else { return nil }
            return Converted(color: c.color.multiplyingAlpha(by: alpha), clipped: false)
        }
        switch name {
        case "rgb", "rgba":
            guard let r = number(parts[0], percentOf: 255), let g = number(parts[1], percentOf: 255), let b = number(parts[2], percentOf: 255),
                r.isFinite, g.isFinite, b.isFinite
            else { return nil }
            return convert(space: "srgb", components: (r / 255, g / 255, b / 255), alpha: alpha)
        case "hsl", "hsla":
            guard let h = number(parts[0], percentOf: 360), let sat = number(parts[1], percentOf: 100),
                let l = number(parts[2], percentOf: 100), h.isFinite, sat.isFinite, l.isFinite
            else { return nil }
            return convert(space: "hsl", components: (h, sat, l), alpha: alpha)
        default: return nil
        }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }

    func replacingOccurrences(_ a: String, _ b: String) -> String { String(self).replacing(a, with: b) }
}
