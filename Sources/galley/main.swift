import Support

let usage = """
galley — render collection-view scenes to PNG and check them against goldens

USAGE: galley <command> [options]

COMMANDS:
  verify [DIR...]          re-render every scene under Goldens/ (or DIR) and compare with its PNG
  render SCENE.json -o OUT.png [--display-list LIST.json] [--layout LAYOUT.txt]
                           render one scene
  raster LIST.json -o OUT.png
                           draw a display list
  record SCENE.json...     write the golden PNG beside each scene
  bench [--filter NAME] [--export DIR]
                           run the benchmark workloads, one JSON line each

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
        case "bench": return try BenchCommand.run(args)
        case "--help", "-h", "help": print(usage); return 0
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
