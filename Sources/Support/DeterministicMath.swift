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
        var p = 1.0 / 6227020800.0          // 1/13!
        p = p * r + 1.0 / 479001600.0       // 1/12!
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
        let v = sum * exp(-a2) * 1.1283791670955126   // 2/√π
        let clamped = min(v, 1.0)
        return x < 0 ? -clamped : clamped
    }

    /// 2^k for −1022 ≤ k ≤ 1023, built from its bits.
    @inline(__always)
    static func pow2(_ k: Int) -> Double {
        Double(bitPattern: UInt64(k + 1023) << 52)
    }
}
