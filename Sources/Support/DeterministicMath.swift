/// Transcendental functions whose results are defined bit for bit by this file.
///
/// The C library's `exp` and `erf` differ between platforms (glibc, Apple's libm, musl) in the last
/// bits, and those bits reach pixels through box shadows and blurs: a golden recorded on a Mac could
/// then fail on Linux CI. These functions use only IEEE 754 basic operations (`+ − × ÷`, `sqrt`),
/// which every platform rounds the same way, in a fixed order, with no fused multiply–add. Swift does
/// not contract `a * b + c` into an FMA unless asked to, so the same source gives the same bits under
/// every build configuration and on every machine.
///
/// Accuracy (checked against glibc in `DeterministicMathTests`): `exp` within 2 ulp, `erf` within
/// 3e-15 absolute; both far below what an 8-bit pixel can show.
public enum DeterministicMath {
    /// e^x. Returns +∞ above 709.78 and 0 below −745.13, like the C library.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        // x = k·ln2 + r, |r| ≤ ln2/2. ln2 is split so k·ln2Hi is exact for |k| < 2^20
        // (Cody and Waite's reduction).
        let ln2Hi = 6.93147180369123816490e-01
        let ln2Lo = 1.90821492927058770002e-10
        let kf = (x * 1.4426950408889634).rounded(.toNearestOrEven)
        let r = (x - kf * ln2Hi) - kf * ln2Lo
        // e^r by its Taylor series to degree 13 (|r| ≤ 0.347: the remainder is below 2^-60), Horner.
        var p = 1.0 / 6227020800.0  // 1/13!
        p = p * r + 1.0 / 479001600.0  // 1/12!
        p = p * r + 1.0 / 39916800.0
        p = p * r + 1.0 / 3628800.0
        p = p * r + 1.0 / 362880.0
        p = p * r + 1.0 / 40320.0
        p = p * r + 1.0 / 5040.0
        p = p * r + 1.0 / 720.0
        p = p * r + 1.0 / 120.0
        p = p * r + 1.0 / 24.0
        p = p * r + 1.0 / 6.0
        p = p * r + 0.5
        p = p * r + 1.0
        p = p * r + 1.0
        // Scale by 2^k exactly, in two steps so subnormal results and k = 1024 stay exact.
        let k = Int(kf)
        if k > 1000 { return p * pow2(1000) * pow2(k - 1000) }
        if k < -1000 { return p * pow2(-1000) * pow2(k + 1000) }
        return p * pow2(k)
    }

    /// The error function, erf(x) = 2/√π ∫₀ˣ e^(−t²) dt. Exactly ±1 for |x| ≥ 6.
    public static func erf(_ x: Double) -> Double {
        if x.isNaN { return x }
        let a = abs(x)
        if a >= 6 { return x < 0 ? -1 : 1 }
        if a == 0 { return x }
        // erf(a) = 2/√π · e^(−a²) · Σₙ 2ⁿ a^(2n+1) / (1·3·5···(2n+1)): every term is positive, so
        // nothing cancels; terms grow until n ≈ a² and then fall faster than geometrically.
        let a2 = a * a
        var term = a
        var sum = a
        var n = 0.0
        while true {
            n += 1
            term *= 2 * a2 / (2 * n + 1)
            sum += term
            if term < sum * 1e-17 { break }
        }
        let v = sum * exp(-a2) * 1.1283791670955126  // 2/√π
        let clamped = min(v, 1.0)
        return x < 0 ? -clamped : clamped
    }

    /// sin(x) for |x| < 10⁶ (angles in radians; drawing code rotates by them). Within 2 ulp of the
    /// C library there.
    public static func sin(_ x: Double) -> Double { sinCos(x).sin }

    /// cos(x) for |x| < 10⁶.
    public static func cos(_ x: Double) -> Double { sinCos(x).cos }

    /// Both at once: x = q·π/2 + r with |r| ≤ π/4 (π/2 split in three parts, Cody and Waite),
    /// then Taylor series on r and the quadrant's swap and signs.
    public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        if !x.isFinite { return (.nan, .nan) }
        let p1 = 1.5707963267341256e+00, p2 = 6.07710050630396597660e-11, p3 = 2.02226624879595063154e-21
        let qf = (x * 0.6366197723675814).rounded(.toNearestOrEven)
        let r = ((x - qf * p1) - qf * p2) - qf * p3
        let r2 = r * r
        // sin r = r − r³/3! + … to r¹⁷; cos r = 1 − r²/2! + … to r¹⁸ (|r| ≤ 0.786: remainders < 2^-56).
        var s = -1.0 / 355687428096000.0  // −1/17!
        s = s * r2 + 1.0 / 1307674368000.0  // 1/15!
        s = s * r2 - 1.0 / 6227020800.0
        s = s * r2 + 1.0 / 39916800.0
        s = s * r2 - 1.0 / 362880.0
        s = s * r2 + 1.0 / 5040.0
        s = s * r2 - 1.0 / 120.0
        s = s * r2 + 1.0 / 6.0
        var c = 1.0 / 6402373705728000.0  // 1/18!
        c = c * r2 - 1.0 / 20922789888000.0  // −1/16!
        c = c * r2 + 1.0 / 87178291200.0
        c = c * r2 - 1.0 / 479001600.0
        c = c * r2 + 1.0 / 3628800.0
        c = c * r2 - 1.0 / 40320.0
        c = c * r2 + 1.0 / 720.0
        c = c * r2 - 1.0 / 24.0
        c = c * r2 + 0.5
        let sr = r - r * r2 * s
        let cr = 1 - r2 * c
        switch Int(qf.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: return (sr, cr)
        case 1: return (cr, -sr)
        case 2: return (-sr, -cr)
        default: return (-cr, sr)
        }
    }

    /// 2^k for −1022 ≤ k ≤ 1023, built from its bits.
    @inline(__always)
    static func pow2(_ k: Int) -> Double {
        Double(bitPattern: UInt64(k + 1023) << 52)
    }
}
