// A view's alpha below 1 composites the view and its subviews as one group (Core Animation's
// group opacity, `allowsGroupOpacity`), not a fade of each color.

import Galley
import GalleyTestSupport
import Geometry
import Raster
import Testing

@testable import GalleyUIKit

@MainActor
struct GroupOpacityTests {
    func pixels(_ view: UIView) throws -> Bitmap {
        let d = view.galleyDrawing(ownerPrefix: "root")
        return try Rasterizer.render(
            DisplayList(size: Size(width: Double(view.bounds.width), height: Double(view.bounds.height)), scale: 2, background: .white, commands: d.commands))
    }

    /// A half-transparent card with two overlapping opaque squares: where they overlap only the
    /// top square shows (faded over the background), as on iOS; the view's owners still name
    /// each view.
    @Test func overlappingSubviewsOfATranslucentViewDoNotShowThroughEachOther() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let card = UIView(frame: root.bounds)
        card.alpha = 0.5
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIView(frame: CGRect(x: 40, y: 10, width: 50, height: 40))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.addSubview(red)
        card.addSubview(blue)
        root.addSubview(card)

        let d = root.galleyDrawing(ownerPrefix: "root")
        #expect(d.commands.map(\.name) == ["pushLayer", "fill", "fill", "popLayer"], "\(d.commands.map(\.name))")
        if case .pushLayer(let rect, let opacity) = d.commands[0] {
            #expect(opacity == 0.5)
            #expect(rect.minX <= 10 && rect.minY <= 10 && rect.maxX >= 90 && rect.maxY >= 50, "\(rect)")
        }
        // The fills keep their full colors inside the group.
        if case .fill(_, let c) = d.commands[1] { #expect(c.alpha == 255) }
        #expect(d.owners.map(\.path).contains("root › UIView › UIView"), "\(d.owners)")

        let b = try pixels(root)
        let overlap = b.straightPixel(x: 50 * 2, y: 30 * 2), blueOnly = b.straightPixel(x: 80 * 2, y: 30 * 2)
        #expect(overlap == blueOnly, "overlap \(overlap) vs blue alone \(blueOnly)")
        #expect(blueOnly.b == 255 && blueOnly.r > 120 && blueOnly.r < 135, "\(blueOnly)")
        let redOnly = b.straightPixel(x: 20 * 2, y: 30 * 2)
        #expect(redOnly.r == 255 && redOnly.g > 120 && redOnly.g < 135, "\(redOnly)")
    }

    /// A view whose group draws one command fades that command's color (the same look, no
    /// layer); nested translucent views each make their own group.
    @Test func oneCommandFoldsAndGroupsNest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let single = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        single.backgroundColor = .black
        single.alpha = 0.5
        root.addSubview(single)
        let outer = UIView(frame: CGRect(x: 30, y: 0, width: 60, height: 60))
        outer.alpha = 0.5
        outer.backgroundColor = .white
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        inner.alpha = 0.5
        inner.backgroundColor = .black
        inner.layer.borderWidth = 1
        inner.layer.borderColor = UIColor.red.cgColor
        outer.addSubview(inner)
        root.addSubview(outer)
        let d = root.galleyDrawing(ownerPrefix: "root")
        #expect(d.commands.map(\.name) == ["fill", "pushLayer", "fill", "pushLayer", "fill", "stroke", "popLayer", "popLayer"], "\(d.commands.map(\.name))")
        if case .fill(_, let c) = d.commands[0] { #expect(c.alpha == 128) }
        // Owner ranges still point at each view's commands after the fold.
        let owner = d.owners.first { $0.path == "root › UIView" && $0.commands.contains(0) }
        #expect(owner != nil, "\(d.owners)")
        #expect(d.owners.allSatisfy { $0.commands.upperBound <= d.commands.count })
    }

    /// An image view's own colors fade with its alpha: its image draws in a layer (before,
    /// the image was drawn opaque, with a note).
    @Test func anImageFadesInItsGroup() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = UIImageView(image: try #require(UIImage(contentsOfFile: packageRoot + "/Tests/Fixtures/ListIcons/focus@3x.png")))
        image.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        image.alpha = 0.5
        root.addSubview(image)
        let d = root.galleyDrawing(ownerPrefix: "root")
        #expect(d.notes.isEmpty, "\(d.notes)")
        #expect(d.commands.map(\.name) == ["pushLayer", "image", "popLayer"], "\(d.commands.map(\.name))")
    }
}
