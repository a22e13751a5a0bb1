import Foundation
import Galley
import GalleyUIKit
import Golden
import Raster

/// How a UIKit view or view controller is snapshotted, in swift-snapshot-testing's words:
/// `.image`, `.image(precision:perceptualPrecision:size:traits:)`, `.layoutDump`.
///
/// The collection view in the hierarchy (the view itself, or the first one found depth first)
/// becomes its Galley `Scene` and goes through the same strategies as scenes
/// (`Snapshotting<Scene, …>`): same goldens, artifacts, explained diffs, review and accept.
public struct UIKitSnapshotting<Format> {
    /// The scene strategy the view's scene is checked with.
    public var sceneStrategy: Snapshotting<Scene, Format>
    /// The frame size to lay the view out at (nil: its own).
    public var size: CGSize?
    /// Traits the host gives the hierarchy (merged over an iPhone's defaults).
    public var traits: UITraitCollection
    /// Render the whole content height instead of what the frame shows.
    public var wholeContentHeight: Bool

    public init(
        sceneStrategy: Snapshotting<Scene, Format>, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), wholeContentHeight: Bool = false
    ) {
        self.sceneStrategy = sceneStrategy
        self.size = size
        self.traits = traits
        self.wholeContentHeight = wholeContentHeight
    }
}

extension UIKitSnapshotting where Format == Bitmap {
    /// What the screen shows, compared exactly (or by `GALLEY_COMPARE`).
    public static var image: UIKitSnapshotting<Bitmap> { UIKitSnapshotting(sceneStrategy: .image) }

    /// An image at `size` with `traits`. `precision` is the fraction of pixels that must match
    /// and `perceptualPrecision` how alike a pixel must be (swift-snapshot-testing's), mapped to
    /// Galley's comparator `ImageComparator.threshold(1 - perceptualPrecision, maxDifferingFraction: 1 - precision)`;
    /// 1 and 1 is exact. `wholeContentHeight` renders the whole content instead of the frame.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
        wholeContentHeight: Bool = false
    ) -> UIKitSnapshotting<Bitmap> {
        let strategy: Snapshotting<Scene, Bitmap> =
            precision >= 1 && perceptualPrecision >= 1
            ? .image
            : .image(comparator: .threshold(Double(1 - perceptualPrecision), maxDifferingFraction: Double(1 - precision)))
        return UIKitSnapshotting(sceneStrategy: strategy, size: size, traits: traits, wholeContentHeight: wholeContentHeight)
    }
}

extension UIKitSnapshotting where Format == String {
    /// The layout attributes as stable text.
    public static var layoutDump: UIKitSnapshotting<String> { UIKitSnapshotting(sceneStrategy: .layoutDump) }
}

/// Names per test, as swift-snapshot-testing counts them: the test function's name and a
/// counter (`rendersTheFeed.1`, `rendersTheFeed.2`).
@MainActor private var snapshotCounters: [String: Int] = [:]

@MainActor func defaultSnapshotName(file: String, testName: String) -> String {
    let key = file + "\u{0}" + testName
    let n = (snapshotCounters[key] ?? 0) + 1
    snapshotCounters[key] = n
    let base = testName.prefix { $0 != "(" }
    let sanitized = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
    return "\(sanitized.isEmpty ? "snapshot" : sanitized).\(n)"
}

/// Checks a view's collection view against its golden `Goldens/tests/<suite>/<name>.<ext>`
/// (swift-snapshot-testing's shape: `assertSnapshot(of: collectionView, as: .image)`). `named`
/// defaults to the test function's name and a counter. UIKit misuse in the hierarchy (calls
/// UIKit raises on) fails the assertion with UIKit's messages.
@MainActor
public func assertSnapshot<Format>(
    of view: UIView, as snapshotting: UIKitSnapshotting<Format>, named name: String? = nil, record: SnapshotRecordMode? = nil,
    suite: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let resolved = name ?? defaultSnapshotName(file: "\(filePath)", testName: testName)
    if let message = verifySnapshot(of: view, as: snapshotting, named: resolved, record: record, suite: suite, filePath: filePath) {
        recordSnapshotIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Checks a view controller's view (loaded on first access) against its golden.
@MainActor
public func assertSnapshot<Format>(
    of viewController: UIViewController, as snapshotting: UIKitSnapshotting<Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, suite: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    viewController.hostTraits = snapshotting.traits
    assertSnapshot(
        of: viewController.view, as: snapshotting, named: name ?? defaultSnapshotName(file: "\(filePath)", testName: testName), record: record,
        suite: suite, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Like `assertSnapshot(of:as:)` for a view, returning the failure message (nil on success).
@MainActor
public func verifySnapshot<Format>(
    of view: UIView, as snapshotting: UIKitSnapshotting<Format>, named name: String, record: SnapshotRecordMode? = nil, suite: String? = nil,
    filePath: StaticString = #filePath
) -> String? {
    var root = view
    while let parent = root.superview { root = parent }
    if root.hostTraits == nil { root.hostTraits = snapshotting.traits }
    if let size = snapshotting.size { view.frame = CGRect(origin: view.frame.origin, size: size) }
    view.layoutIfNeeded()
    guard let collectionView = firstCollectionView(in: view) else {
        return
            "snapshot \"\(name)\": \(type(of: view)) holds no UICollectionView; Galley renders collection views"
    }
    let scene = collectionView.galleyScene(wholeContentHeight: snapshotting.wholeContentHeight)
    let misuses = collectionView.recordedMisuses
    if !misuses.isEmpty { return "snapshot \"\(name)\": \(UIKitRenderError.misuse(misuses))" }
    // Cells drawn as view trees are measured and drawn on the main actor, during the render.
    return withGalleyViewTreeDrawing {
        verifySnapshot(of: scene, as: snapshotting.sceneStrategy, named: name, record: record, suite: suite, filePath: filePath)
    }
}

@MainActor func firstCollectionView(in view: UIView) -> UICollectionView? {
    if let cv = view as? UICollectionView { return cv }
    for sub in view.subviews { if let cv = firstCollectionView(in: sub) { return cv } }
    return nil
}
