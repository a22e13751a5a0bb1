import Geometry

extension RenderContext {
    func drawShadow(_ shape: RoundedRect, color: Color, offset: Point, blur: Double, spread: Double) throws(RasterError) {
        throw fail("not drawn yet by this build")
    }
    func drawImage(rect: Rect, source: String, mode: ContentMode) throws(RasterError) {
        throw fail("not drawn yet by this build")
    }
    func drawGradient(_ shape: RoundedRect, from: Point, to: Point, stops: [GradientStop]) throws(RasterError) {
        throw fail("not drawn yet by this build")
    }
}
