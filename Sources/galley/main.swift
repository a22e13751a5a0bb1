import Galley
import Support

let usage = """
galley — render collection-view scenes to PNG and check them against goldens

USAGE: galley <command> [options]
       galley --help | --version

COMMANDS:
  verify [DIR|FILE.json...] [--jobs N] [--shard I/N] [--record MODE]
                           re-render every scene under Goldens/scenes (or DIR, or FILE) and compare with its PNG;
                           writes results.json, junit.xml and failure artifacts
  review [ARTIFACTS] [--out DIR] [--serve]
                           the HTML review report of a run (served with Accept buttons by --serve)
  accept NAME... | --all [--from ARTIFACTS]
                           copy reviewed actuals into Goldens/ (with layout dumps and manifests)
  merge-results DIR... [--out DIR]
                           merge the artifacts folders of shards or machines into one
  render SCENE.json -o OUT.png [--display-list LIST.json] [--layout LAYOUT.txt]
                           render one scene (or draw a display list)
  raster LIST.json -o OUT.png
                           draw a display list
  record SCENE.json... [--force]
                           write the golden PNG beside each scene (refused when CI is set)
  compare A.png B.png [--threshold T] [--include-aa] [--window N] [--diff OUT.png] [--json]
                           count the pixels two PNGs differ in, as pixelmatch does
  gallery [--out DIR] [--templates NAME,...] [--widths W,...] [--appearance light,dark] [--direction ltr,rtl]
          [--text-size default,accessibilityLarge] [--design FILE] [--jobs N] [--shard I/N] [--scenes]
                           render the template catalog across a traits matrix: PNGs and an index.html contact sheet
  changeset BEFORE.json AFTER.json [--out DIR] [--json]
                           the staged changeset between two scenes' snapshots (inserted, deleted, moved, reloaded
                           items per stage and section); --out writes before.png, after.png and the changeset
  design --default         print the built-in design model as a complete design file
  diff-design BEFORE.json AFTER.json [--scenes DIR | --gallery] [--out DIR] [--jobs N] [--shard I/N] [--json] [--no-skip]
  diff-design --designs DIR --patch CHANGE.json [--scenes DIR | --gallery] [--out DIR] [--jobs N] [--shard I/N] [--json]
                           every screen a design change touches, ranked, with the keys each element read (HTML report)
  affected BEFORE.json AFTER.json [--scenes DIR | --gallery] [--provenance FILE] [--json]
                           the screens a design change can touch, from design provenance alone (no rendering)
  bench [--filter NAME] [--export DIR]
                           run the benchmark workloads, one JSON line each

GLOBAL OPTIONS:
  -h, --help               this text (after a command: that command's options)
  --version                print galley's version

OPTIONS OF verify, render, raster AND record:
  --fonts DIR              the fonts to draw with (default: GALLEY_FONTS, else Fonts/)
  --pixel-limit N          the largest image, in pixels, or NM for N Mpx (default 64M)

ENVIRONMENT:
  GALLEY_FONTS             the fonts directory when --fonts is not given; it must exist
  CI                       when set, record refuses to write goldens (unless --force); verify --record
                           and accept refuse too

Run `galley <command> --help` for a command's options.
Exit status: 0 success, 1 a check failed, 2 usage or input error.
"""

func writeErr(_ s: String) {
    var line = s
    if !line.hasSuffix("\n") { line += "\n" }
    Platform.writeStandardError(line)
}

func runMain() -> Int32 {
    var args = Array(CommandLine.arguments.dropFirst())
    guard let command = args.first else { writeErr(usage); return 2 }
    args.removeFirst()
    do {
        switch command {
        case "verify": return try VerifyCommand.run(args)
        case "render": return try RenderCommand.run(args)
        case "raster": return try RasterCommand.run(args)
        case "record": return try RecordCommand.run(args)
        case "compare": return try CompareCommand.run(args)
        case "bench": return try BenchCommand.run(args)
        case "gallery": return try GalleryCommand.run(args)
        case "review": return try ReviewCommand.run(args)
        case "accept": return try AcceptCommand.run(args)
        case "merge-results": return try MergeResultsCommand.run(args)
        case "changeset": return try ChangesetCommand.run(args)
        case "design": return try DesignCommand.run(args)
        case "diff-design": return try DiffDesignCommand.run(args)
        case "affected": return try AffectedCommand.run(args)
        case "--help", "-h", "help": print(usage); return 0
        case "--version", "version": print("galley \(galleyVersion)"); return 0
        default:
            writeErr("galley: unknown command '\(command)' (try galley --help)")
            return 2
        }
    } catch let e as UsageError {
        writeErr("galley \(command): \(e.description)")
        return 2
    } catch {
        writeErr("galley \(command): \(error)")
        return 2
    }
}

Platform.exit(runMain())
