import CommandKit
import Foundation
import Galley
import Geometry
import Golden
import GoldenReports
import Support
import Templates

/// `galley gallery`: every template across a traits matrix, as PNGs and an `index.html` contact sheet.
enum GalleryCommand {
    static let command = Command(
        name: "gallery",
        synopsis: [
            "gallery [--design FILE [--design-matrix]] [--out DIR] [--templates NAME,...] [--widths 320,390,430] [--appearance light,dark] "
                + "[--direction ltr,rtl] [--text-size default,accessibilityLarge] [--scale N] [--jobs N] [--shard I/N] [--scenes] [--audit] "
                + "[--list] [--fonts DIR] [--pixel-limit N]"
        ],
        summary: "render the template catalog across a traits matrix: PNGs and an index.html contact sheet",
        details: """
            Renders the template catalog across the matrix of widths × appearances × directions × text sizes
            (default: all templates, every value above) at 3x, writes DIR/TEMPLATE/WIDTH-APPEARANCE-DIRECTION-SIZE.png
            (atomically: an interrupted run leaves only whole PNGs) and DIR/index.html, a contact sheet grouped by
            template with a filter per axis and click-to-zoom, which opens from file:// without a server.

            With --design-matrix, FILE is a token resolver document (or token file): the gallery is drawn once per
            combination of the contexts of its modifiers other than the theme (density, brand…), as the design
            matrix's innermost axis (DIR/TEMPLATE/WIDTH-APPEARANCE-DIRECTION-SIZE.MODIFIER-CONTEXT….png, each
            combination's design model in DIR/designs/), and the contact sheet gains a Design filter.
            """,
        options: [
            .init("--design", "FILE", "a design model file (version 2) every screen uses (default: the built-in design)"),
            .init(
                "--design-matrix", nil,
                """
                iterate the token resolver's modifiers other than the theme (density, brand…): every
                screen once per combination of their contexts
                """),
            .init("--out", "DIR", "the output folder (default: gallery)"),
            .init("--templates", "LIST", "template names (see --list)"),
            .init("--widths", "LIST", "widths in points, 100 to 2000"),
            .init("--appearance", "LIST", "light, dark"),
            .init("--direction", "LIST", "ltr, rtl"),
            .init("--text-size", "LIST", "default (large), accessibilityLarge, or any content size category name"),
            .init("--scale", "N", "pixels per point, 1 to 3 (default 3; Goldens/scenes/gallery is recorded at 1)"),
            .init("--jobs", "N", "images rendered at once (default: the number of cores)"),
            .init(
                "--shard", "I/N",
                """
                render only the I-th of N shares of the matrix (1 <= I <= N); the images are
                byte-identical to a full run's
                """),
            .init("--scenes", nil, "also write each image's scene JSON beside its PNG (a folder `galley verify` checks)"),
            .init(
                "--audit", nil,
                """
                also audit each screen's accessibility (contrast, targets, labels; galley audit adds Dynamic Type):
                the contact sheet shows each image's findings and a "has findings" filter
                """),
            .init("--list", nil, "print the template names and what they show, and exit"),
        ] + drawingOptions,
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.positionals.isEmpty else { throw UsageError("takes no positional arguments (got \(a.positionals.joined(separator: " "))); see --help") }
        if a.flags.contains("--list") {
            for t in ScreenCatalog.all { print("\(t.name)\t\(t.summary)") }
            return 0
        }
        var matrix = GalleryMatrix()
        if let raw = a.value("--templates") { matrix.screens = try GalleryError.parseScreens(raw) }
        if let raw = a.value("--widths") { matrix.widths = try GalleryError.parseWidths(raw) }
        if let raw = a.value("--appearance") {
            matrix.appearances = try GalleryError.parseList("--appearance", raw, UserInterfaceStyle.allCases.map { ($0.rawValue, $0) })
        }
        if let raw = a.value("--direction") {
            matrix.directions = try GalleryError.parseList("--direction", raw, [("ltr", LayoutDirection.leftToRight), ("rtl", .rightToLeft)])
        }
        if let raw = a.value("--text-size") {
            let sizes = [("default", ContentSizeCategory.large)] + ContentSizeCategory.allCases.map { ($0.rawValue, $0) }
            matrix.textSizes = try GalleryError.parseList("--text-size", raw, sizes)
        }
        if let raw = a.value("--scale") {
            guard let n = Int(raw), (1...3).contains(n) else {
                throw GalleryError.badValue(option: "--scale", value: raw, expected: "1, 2 or 3")
            }
            matrix.scale = Double(n)
        }
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let raw = a.value("--jobs") {
            guard let n = Int(raw), n >= 1, n <= 1024 else {
                throw GalleryError.badValue(option: "--jobs", value: raw, expected: "a whole number from 1 to 1024")
            }
            jobs = n
        }
        var shard: Shard?
        if let raw = a.value("--shard") {
            do { shard = try Shard(parsing: raw) } catch { throw GalleryError.badShard(error.description) }
        }
        var design: String?
        if let raw = a.value("--design") {
            let path = FileIO.absolutePath(raw)
            guard FileIO.exists(path), !FileIO.isDirectory(path) else { throw GalleryError.design("\(raw): no such file") }
            // A design matrix imports the tokens itself (once per combination), below.
            if !a.flags.contains("--design-matrix") {
                do { _ = try DesignModel.load(path: path) } catch { throw GalleryError.design("\(raw): \(message(error.description, about: path))") }
            }
            design = path
        }
        let out = a.value("--out") ?? "gallery"

        var run = GalleryRun(renderer: try makeRenderer(a), outputDirectory: out, design: design)
        run.jobs = jobs
        run.writeScenes = a.flags.contains("--scenes")
        run.audit = a.flags.contains("--audit")
        try run.checkOutputDirectory()
        if a.flags.contains("--design-matrix") {
            guard let path = design else { throw UsageError("--design-matrix needs --design FILE (a token resolver or token file)") }
            do {
                let imports = try DesignMatrix.imports(path)
                matrix.designs = try DesignMatrix.write(imports, to: FileIO.absolutePath(out) + "/designs")
            } catch let e as DesignMatrix.MatrixError {
                throw GalleryError.design(e.description)
            }
        }

        let all = matrix.entries
        let entries = shard.map { $0.select(all) } ?? all
        let progress = ProgressReporter(total: entries.count, terminal: Platform.isTerminal(2), nameWidth: 50)
        let start = Platform.monotonicNanoseconds()
        // Ctrl-C / SIGTERM: finish the images being written, start no more, write the contact sheet of
        // what is done and exit 130 — every PNG in the folder is whole, no temporary file is left.
        StopSignal.install()
        let images: [GalleryRun.Image]
        do {
            images = try run.render(
                entries, shouldStop: { StopSignal.requested }, progress: { image, done in progress.update(done: done, name: image.entry.name) })
        } catch {
            progress.finish()
            throw error
        }
        progress.finish()
        for image in images { for d in image.diagnostics { writeErr("warning: \(image.entry.name): \(d)") } }
        do { try FileIO.writeAtomically(ContactSheet.html(images), to: out + "/index.html") } catch {
            throw GalleryError.unwritableOutput(path: out, reason: error.reason)
        }
        if images.count < entries.count {
            print("interrupted: \(images.count) of \(entries.count) images written (each whole): \(out)/index.html")
            return 130
        }
        let seconds = Double(Platform.monotonicNanoseconds() - start) / 1e9
        let rate = seconds > 0 ? Double(images.count) / seconds : 0
        print(
            "\(images.count) images" + (shard.map { " (shard \($0) of \(all.count))" } ?? "")
                + " in \(String(format: "%.2f", seconds)) s (\(String(format: "%.1f", rate)) images/s, \(jobs) jobs): \(out)/index.html")
        return 0
    }
}
