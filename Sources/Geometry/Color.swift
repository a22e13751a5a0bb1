/// An sRGB color with straight (not premultiplied) alpha, 8 bits a channel.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    @inlinable public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// The color with its alpha multiplied by `factor` (clamped to 0…1), rounded to the nearest
    /// step: an opacity folded into the color.
    public func multiplyingAlpha(by factor: Double) -> Color {
        guard factor < 1 else { return self }
        var c = self
        c.alpha = UInt8((Double(alpha) * max(factor, 0)).rounded())
        return c
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is required). Returns nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [UInt8] = []
        var i = 0
        while i < digits.count {
            guard let hi = Color.nibble(digits[i]), let lo = Color.nibble(digits[i + 1]) else { return nil }
            bytes.append(hi << 4 | lo)
            i += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for b in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
            out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public var description: String { hexString }
}
