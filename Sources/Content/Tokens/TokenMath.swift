import Support

/// The few transcendental functions colour conversion needs, defined bit for bit in Swift (basic
/// IEEE 754 operations and `DeterministicMath.exp`) rather than by the platform's C library, so
/// a token converts to the same 8-bit colour on every machine (the reason `DeterministicMath`
/// exists) and no C call leaves Support.
enum TokenMath {
    static let ln2 = 0.6931471805599453

    /// ln x for x > 0 (NaN for x < 0, −∞ for 0): x = m·2^k with m in [√½, √2), then
    /// ln m = 2·atanh(s), s = (m − 1)/(m + 1), |s| ≤ 0.172, by its series to s^27 (below 2^-60).
    static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        var k = Int(x.exponent)
        var m = x.significand  // [1, 2)
        if m > 1.4142135623730951 {
            m /= 2
            k += 1
        }
        let s = (m - 1) / (m + 1), s2 = s * s
        var sum = 0.0
        var n = 27.0
        while n >= 1 {
            sum = sum * s2 + 1 / n
            n -= 2
        }
        return 2 * s * sum + Double(k) * ln2
    }

    /// x^y for x ≥ 0 (the colour transfer functions' powers): e^(y·ln x).
    static func pow(_ x: Double, _ y: Double) -> Double {
        if x == 0 { return y == 0 ? 1 : 0 }
        if y == 3 { return x * x * x }
        return DeterministicMath.exp(y * log(x))
    }

    /// (cos, sin) of an angle in degrees: reduced exactly to [−45°, 45°] in degrees, then the
    /// Taylor series to degree 18 (remainder below 2^-58 at π/4).
    static func cosSin(degrees: Double) -> (cos: Double, sin: Double) {
        guard degrees.isFinite else { return (.nan, .nan) }
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d < 0 { d += 360 }
        let quadrant = Int((d / 90).rounded())
        let r = (d - Double(quadrant) * 90) * (Double.pi / 180)
        let r2 = r * r
        var c = 1.0, s = 1.0
        var termC = 1.0, termS = 1.0
        var i = 1.0
        while i <= 9 {
            termC *= -r2 / ((2 * i - 1) * (2 * i))
            termS *= -r2 / ((2 * i) * (2 * i + 1))
            c += termC
            s += termS
            i += 1
        }
        s *= r
        switch quadrant % 4 {
        case 0: return (c, s)
        case 1: return (-s, c)
        case 2: return (-c, -s)
        default: return (s, -c)
        }
    }
}
