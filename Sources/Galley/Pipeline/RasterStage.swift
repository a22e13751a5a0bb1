import Content
import Raster
import Support
import Typesetting

/// Stage 4 of the pipeline, raster: the display list drawn into a bitmap with the renderer's
/// fonts and the scene's images. A failing command is named by the element that drew it.
enum RasterStage {
    /// The most of the screen a damaged re-render redraws; past it, drawing the whole list again
    /// is as quick.
    static let maxDamageFraction = 0.6

    /// Rasterizes `drawn`; with `base` (a render of another list of the same canvas, with the same
    /// fonts and images), only where the two lists can draw different pixels (`Rasterizer.damage`)
    /// when that is little enough of the screen, and says which rectangles it drew (nil: all).
    static func run(
        _ drawn: DrawnScene, scene: Scene, fonts: any GlyphOutlineProvider, images: ImageStore, pixelLimit: Int,
        clock: StageClock?, over base: (list: DisplayList, bitmap: Bitmap)? = nil
    ) throws(RenderError) -> (bitmap: Bitmap, damage: [IntRect]?) {
        let t0 = Platform.monotonicNanoseconds()
        defer { clock?.times.bitmap = Double(Platform.monotonicNanoseconds() - t0) / 1e6 }
        do throws(RenderError) {
            do throws(RasterError) {
                let source = images.imageSource
                if let base, let damage = damage(drawn, over: base, fonts: fonts, images: source, pixelLimit: pixelLimit) {
                    let bitmap = try Rasterizer.render(
                        drawn.list, over: base.bitmap, damage: damage, glyphs: fonts, images: source, pixelLimit: pixelLimit)
                    return (bitmap, damage)
                }
                return (try Rasterizer.render(drawn.list, glyphs: fonts, images: source, pixelLimit: pixelLimit), nil)
            } catch { throw RenderError.raster(error) }
        } catch {
            throw scene.locate(error.reason, at: drawn.place(of: error.reason))
        }
    }

    /// Where `drawn` can draw other pixels than `base` (a render of another list of the same
    /// canvas, fonts and images), when that is little enough of the screen to draw again there
    /// only; nil: draw it whole.
    static func damage(
        _ drawn: DrawnScene, over base: (list: DisplayList, bitmap: Bitmap), fonts: any GlyphOutlineProvider, images: ImageSource, pixelLimit: Int
    ) -> [IntRect]? {
        guard base.bitmap.pixels.count == base.bitmap.width * base.bitmap.height * 4,
            let size = try? Rasterizer.deviceSize(of: drawn.list, pixelLimit: pixelLimit), size == (base.bitmap.width, base.bitmap.height),
            let damage = Rasterizer.damage(from: base.list, to: drawn.list, glyphs: fonts, images: images, pixelLimit: pixelLimit),
            Double(damage.reduce(0) { $0 + $1.area }) <= maxDamageFraction * Double(base.bitmap.width * base.bitmap.height)
        else { return nil }
        return damage
    }

    /// `run(_:over:)` drawing into `base`'s pixels when the damage allows (its bitmap is then the
    /// result's and `base.bitmap` is left empty, its old pixels inside the damage returned as
    /// `replaced`, `Rasterizer.render(_:replacingIn:damage:)`); otherwise a whole render beside
    /// `base`, untouched (`damage` nil, nothing replaced). `prepare` is given the damage and
    /// `base`'s pixels before anything is drawn (a caller that has not written all of them yet
    /// writes what the damage needs: its rows, or all with no damage).
    static func run(
        _ drawn: DrawnScene, scene: Scene, fonts: any GlyphOutlineProvider, images: ImageStore, pixelLimit: Int,
        replacingIn base: inout (list: DisplayList, bitmap: Bitmap), prepare: (_ damage: [IntRect]?, _ pixels: inout Bitmap) -> Void
    ) throws(RenderError) -> (bitmap: Bitmap, damage: [IntRect]?, replaced: [(rect: IntRect, pixels: Bitmap)]) {
        do throws(RenderError) {
            do throws(RasterError) {
                let source = images.imageSource
                let damage = damage(drawn, over: base, fonts: fonts, images: source, pixelLimit: pixelLimit)
                prepare(damage, &base.bitmap)
                guard let damage else {
                    return (try Rasterizer.render(drawn.list, glyphs: fonts, images: source, pixelLimit: pixelLimit), nil, [])
                }
                var bitmap = base.bitmap
                base.bitmap.pixels = []  // moved: `bitmap` holds the only reference
                let replaced = try Rasterizer.render(
                    drawn.list, replacingIn: &bitmap, damage: damage, glyphs: fonts, images: source, pixelLimit: pixelLimit)
                return (bitmap, damage, replaced)
            } catch { throw RenderError.raster(error) }
        } catch {
            throw scene.locate(error.reason, at: drawn.place(of: error.reason))
        }
    }
}

/// The decoded images a renderer keeps across renders, one store per scene directory (a bounded
/// number of directories: 64, so a run over the golden suite's 42 folders decodes each image
/// once rather than every time 16 other folders were visited).
final class ImageStores: Sendable {
    static let maximumDirectories = 64
    let pixelLimit: Int
    private let stores = Locked<[String: ImageStore]>([:])

    init(pixelLimit: Int) { self.pixelLimit = pixelLimit }

    /// The image store of `directory` (made on first use).
    func store(for directory: String) -> ImageStore {
        stores.withLock {
            if let s = $0[directory] { return s }
            if $0.count >= Self.maximumDirectories { $0.removeAll() }
            let s = ImageStore(directory: directory, pixelLimit: pixelLimit)
            $0[directory] = s
            return s
        }
    }
}
