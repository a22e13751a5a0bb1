import Support
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Galley's own `exp` and `erf` (box shadows and blurs read them) against the C library, and
/// pinned to their exact bits so a change to them is seen, not absorbed into shadow goldens.
@Suite struct DeterministicMathTests {
    static func ulps(_ a: Double, _ b: Double) -> UInt64 {
        let x = Int64(bitPattern: a.bitPattern), y = Int64(bitPattern: b.bitPattern)
        return x > y ? UInt64(x - y) : UInt64(y - x)
    }

    @Test func expIsWithinTwoUlpOfTheCLibrary() {
        var worst: UInt64 = 0
        var x = -745.0
        while x < 709.7 {
            let ours = DeterministicMath.exp(x), theirs = Glibc.exp(x)
            if theirs.isNormal { worst = max(worst, Self.ulps(ours, theirs)) }
            x += 0.0137
        }
        // Small arguments, where shadows live (−z² for |z| ≤ 6).
        for i in 0...100_000 {
            let z = -36.0 * Double(i) / 100_000
            worst = max(worst, Self.ulps(DeterministicMath.exp(z), Glibc.exp(z)))
        }
        #expect(worst <= 2, "worst: \(worst) ulp")
    }

    @Test func expEdges() {
        #expect(DeterministicMath.exp(0) == 1)
        #expect(DeterministicMath.exp(710) == .infinity)
        #expect(DeterministicMath.exp(-746) == 0)
        #expect(DeterministicMath.exp(.nan).isNaN)
        #expect(DeterministicMath.exp(-740) > 0)  // subnormal, not flushed
        #expect(Self.ulps(DeterministicMath.exp(-740), Glibc.exp(-740)) <= 1)
        #expect(Self.ulps(DeterministicMath.exp(709.5), Glibc.exp(709.5)) <= 2)
    }

    @Test func erfIsWithinThreeEFifteenOfTheCLibrary() {
        var worst = 0.0
        for i in -80_000...80_000 {
            let x = Double(i) / 10_000
            worst = max(worst, abs(DeterministicMath.erf(x) - Glibc.erf(x)))
        }
        #expect(worst < 3e-15, "worst: \(worst)")
        #expect(DeterministicMath.erf(0) == 0)
        #expect(DeterministicMath.erf(6) == 1 && DeterministicMath.erf(-7) == -1)
        #expect(DeterministicMath.erf(.nan).isNaN)
        #expect(DeterministicMath.erf(-0.5) == -DeterministicMath.erf(0.5))
    }

    @Test func sinAndCosAreWithinOneUlpOfTheCLibrary() {
        var worstUlp: UInt64 = 0, worstAbs = 0.0
        var x = -1000.0
        while x < 1000 {
            let (s, c) = DeterministicMath.sinCos(x)
            if abs(Glibc.sin(x)) > 1e-3 { worstUlp = max(worstUlp, Self.ulps(s, Glibc.sin(x))) }
            if abs(Glibc.cos(x)) > 1e-3 { worstUlp = max(worstUlp, Self.ulps(c, Glibc.cos(x))) }
            worstAbs = max(worstAbs, abs(s - Glibc.sin(x)), abs(c - Glibc.cos(x)))
            x += 0.00173
        }
        #expect(worstUlp <= 2, "worst: \(worstUlp) ulp")
        #expect(worstAbs < 3e-16)
        #expect(DeterministicMath.sin(0) == 0 && DeterministicMath.cos(0) == 1)
        #expect(DeterministicMath.sin(.infinity).isNaN && DeterministicMath.cos(.nan).isNaN)
        #expect(DeterministicMath.sin(-1) == -DeterministicMath.sin(1))
    }

    /// The exact bits: the same on every platform and build. If this fails, shadows change.
    @Test func pinnedBits() {
        // Values printed by this implementation on Linux x86_64 (release); exp is taken at −x².
        let expected: [(x: Double, exp: UInt64, erf: UInt64)] = [
            (-5.5, 0x3d34835bd010a41b, 0xbfefffffffffffbb), (-1.3, 0x3fc79e55f482fdfd, 0xbfede364a1372d35),
            (-0.001, 0x3feffffde7211d81, 0xbf527cc3804d374c), (0.25, 0x3fee0fabfbc702a4, 0x3fd1af54e232d608),
            (0.7, 0x3fe39aa2aaf607f6, 0x3fe5b08c21171646), (1.5, 0x3fbafb718e8457f8, 0x3feeea5557137ae1),
            (2.75, 0x3f41068222437d65, 0x3fefff2cfb0453d5), (4.2, 0x3e577077fc81f8f2, 0x3feffffffe778b33),
            (5.9, 0x3ccb7852b2031979, 0x3ff0000000000000),
        ]
        for p in expected {
            #expect(DeterministicMath.exp(-p.x * p.x).bitPattern == p.exp, "exp(−\(p.x)²)")
            #expect(DeterministicMath.erf(p.x).bitPattern == p.erf, "erf(\(p.x))")
        }
    }
}
