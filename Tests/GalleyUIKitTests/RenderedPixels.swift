// Reading a render back: the colour at a point and a decoration's frame, for tests written
// behind the UIKit import switch (which cannot import Galley beside GalleyUIKit).

import Galley
import GalleyUIKit

/// The colour at a point of a render (points; the bitmap is at the traits' scale).
func renderedColor(_ rendered: RenderedScene, atX x: CGFloat, y: CGFloat, width: CGFloat = 390) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let scale = CGFloat(rendered.bitmap.width) / width
    return rendered.bitmap.straightPixel(x: Int((x * scale).rounded(.down)), y: Int((y * scale).rounded(.down)))
}

/// The frame of the first decoration of `kind` the render laid out.
func renderedDecorationFrame(_ rendered: RenderedScene, kind: String) -> CGRect? {
    for a in rendered.layout.attributes {
        guard case .decorationView(let k) = a.category, k == kind else { continue }
        return CGRect(x: a.frame.minX, y: a.frame.minY, width: a.frame.size.width, height: a.frame.size.height)
    }
    return nil
}
