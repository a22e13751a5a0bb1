import CommandKit
import Galley
import Raster

extension Arguments {
    /// `--pixel-limit N`: the largest image, in pixels (`N`, or `NM` for N × 2^20 = N Mpx);
    /// default 64 Mpx.
    func pixelLimit() throws(UsageError) -> Int {
        guard let raw = value("--pixel-limit") else { return Bitmap.defaultPixelLimit }
        let mega = raw.hasSuffix("M")
        guard let n = Int(mega ? String(raw.dropLast()) : raw), n > 0, n <= (mega ? 1 << 14 : 1 << 34) else {
            throw UsageError("--pixel-limit needs a whole number of pixels from 1 to 17179869184, or of Mpx like 128M (got \(raw))")
        }
        return mega ? n << 20 : n
    }
}

/// `--pixel-limit N`, read by `Arguments.pixelLimit()`.
let pixelLimitOption = Command.Option("--pixel-limit", "N", "the largest image, in pixels (N, or NM for N Mpx; default 64M = 67108864 px)")

/// The options every drawing command takes (`makeRenderer`).
let drawingOptions: [Command.Option] = [
    .init("--fonts", "DIR", "the fonts to draw with (default: GALLEY_FONTS, else Fonts/); a named directory must exist"),
    pixelLimitOption,
]

/// A renderer for the command line: `--fonts` and `--pixel-limit`.
func makeRenderer(_ a: Arguments) throws -> SceneRenderer {
    let limit = try a.pixelLimit()
    return try SceneRenderer(fontsDirectory: a.value("--fonts"), pixelLimit: limit)
}

/// An error message about `path` without the path repeated at its start (errors
/// from reading a file already name it: `a.json: a.json: …` → `a.json: …`).
func message(_ text: String, about path: String) -> String {
    text.hasPrefix(path + ": ") ? String(text.dropFirst(path.count + 2)) : text
}
