import Galley
import Raster
import Support

/// Renders a gallery matrix to PNG files (each written atomically: an interrupted run leaves only
/// whole PNGs) and its contact sheet. Workers pull entries in matrix order; every image depends
/// only on its scene, so the bytes do not depend on `jobs` or on the shard.
public struct GalleryRun: Sendable {
    public var renderer: SceneRenderer
    public var outputDirectory: String
    /// A design file (absolute path) every scene uses, or nil for the default design.
    public var design: String?
    /// Also write each image's scene JSON beside its PNG (a goldens folder `galley verify` checks).
    public var writeScenes = false
    public var jobs = 1
    /// Also audit each screen's accessibility (`AccessibilityAudit`'s one-render rules: contrast,
    /// targets, labels); the findings go into each image and the contact sheet's findings column.
    public var audit = false

    public init(renderer: SceneRenderer, outputDirectory: String, design: String? = nil) {
        self.renderer = renderer; self.outputDirectory = outputDirectory; self.design = design
    }

    /// What one image came out as.
    public struct Image: Sendable {
        public var entry: GalleryMatrix.Entry
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var diagnostics: [String]
        /// The accessibility findings of the screen (one line each), nil when the run did not audit.
        public var findings: [String]? = nil
    }

    /// Renders `entries`; `progress` hears each finished image (one at a time) with the count done.
    /// Throws the first failure in matrix order (images already written stay whole). When
    /// `shouldStop` turns true (Ctrl-C), workers finish the image in hand and take no more: the
    /// result then holds only the images written, in matrix order.
    public func render(
        _ entries: [GalleryMatrix.Entry], shouldStop: @Sendable () -> Bool = { false },
        progress: @Sendable (Image, Int) -> Void = { _, _ in }
    ) throws(GalleryError) -> [Image] {
        try writeSampleImages()
        let results = WorkerPool(jobs: jobs).map(
            entries.count, shouldStop: shouldStop,
            finished: { r, done in
                if case .success(let image) = r { progress(image, done) }
            },
            { i in Result<Image, GalleryError> { () throws(GalleryError) in try self.renderOne(entries[i]) } }
        )
        var images: [Image] = []
        for r in results {
            guard let r else { continue }  // not started: the run was stopped
            switch r {
            case .success(let i): images.append(i)
            case .failure(let e): throw e
            }
        }
        return images
    }

    func renderOne(_ entry: GalleryMatrix.Entry) throws(GalleryError) -> Image {
        let base = outputDirectory + "/" + entry.name
        let json = entry.screen.sceneJSON(entry.traits, design: entry.design?.path ?? design)
        let scene: Scene
        // The renderer's registry: a team's own content kinds and templates read as the built-in ones.
        do { scene = try Scene(json: Array(json.utf8), file: base + ".json", registry: renderer.registry) } catch {
            throw .render(name: entry.name, message: error.description)
        }
        do {
            // The folder exists before rendering: the scene names its images `../images/…` from it.
            try FileIO.createDirectories(FileIO.parentDirectory(of: base))
            let rendered = try renderer.render(scene, baseDirectory: FileIO.parentDirectory(of: base))
            let png = try PNG.encode(rendered.bitmap)
            var files: [(path: String, bytes: [UInt8])] = [(base + ".png", png)]
            if writeScenes { files.append((base + ".json", Array(json.utf8))) }
            try FileIO.writeAtomically(files)
            var image = Image(entry: entry, pixelWidth: rendered.bitmap.width, pixelHeight: rendered.bitmap.height, diagnostics: rendered.diagnostics)
            if audit {
                image.findings = AccessibilityAudit.audit(rendered, screen: entry.name).map { f in
                    "\(f.rule.rawValue): \(f.element)" + (f.subject.isEmpty ? "" : " \(AccessibilityTree.quote(f.subject))") + ": \(f.detail)"
                }
            }
            return image
        } catch {
            throw .render(name: entry.name, message: "\(error)")
        }
    }

    /// Copies the catalog's sample images into `outputDirectory/images/` (each atomically), where
    /// the scenes name them (`../images/NAME.png` from `DIR/TEMPLATE/`).
    public func writeSampleImages() throws(GalleryError) {
        let files: [(name: String, bytes: [UInt8])]
        do { files = try SampleImages.files() } catch { throw .render(name: "images", message: error.description) }
        let dir = outputDirectory + "/images"
        do {
            try FileIO.createDirectories(dir)
            try FileIO.writeAtomically(files.map { (path: dir + "/" + $0.name, bytes: $0.bytes) })
        } catch {
            throw .unwritableOutput(path: outputDirectory, reason: error.reason)
        }
    }

    /// Checks that `outputDirectory` can be created and written, before any rendering.
    public func checkOutputDirectory() throws(GalleryError) {
        do {
            try FileIO.createDirectories(outputDirectory)
            let probe = outputDirectory + "/.galley-write-check"
            try FileIO.writeAtomically([], to: probe)
            FileIO.remove(probe)
        } catch {
            throw .unwritableOutput(path: outputDirectory, reason: error.reason)
        }
    }
}
