/// Fixed-point device coordinates: 24.8, i.e. 1/256 device pixel (FreeType's
/// `PIXEL_BITS = 8`). Every coordinate the coverage rasterizer sees is on this
/// grid, so coverage is computed by integer arithmetic alone.
enum FixedPoint {
    /// Subpixel units per device pixel, as a shift.
    static let shift = 8
    /// Subpixel units per device pixel.
    static let one = 1 << shift
    /// Geometry is clipped to ±`limit` device pixels (2^22) before it is put on
    /// the grid, so 24.8 values fit an `Int32` and every product the scanner
    /// forms fits an `Int` (nothing that far out is drawn: a bitmap larger than
    /// that sees nothing past it).
    static let limit = Double(1 << 22)

    /// `v` (device pixels, |v| ≤ `limit`) on the grid: the nearest multiple of
    /// 1/256, ties toward +∞ (so a move by whole pixels moves the result exactly).
    @inline(__always) static func from(_ v: Double) -> Int32 {
        Int32((v * Double(one) + 0.5).rounded(.down))
    }
}
