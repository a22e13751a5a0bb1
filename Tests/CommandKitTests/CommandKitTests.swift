import CommandKit
import Foundation
import Testing

/// The command line both tools share: parsing a command's arguments with the options it
/// lists, usage errors, and the help made from the same description.
@Suite struct CommandKitTests {
    func parse(_ args: [String]) throws(UsageError) -> Arguments {
        try Arguments(args, valueOptions: ["--output", "--jobs"], flagOptions: ["--dry-run"], aliases: ["-o": "--output", "-j": "--jobs"])
    }

    @Test func positionalsValuesFlagsAndAliases() throws {
        let a = try parse(["a.json", "-o", "out.png", "--jobs=4", "--dry-run", "b.json", "--jobs", "2"])
        #expect(a.positionals == ["a.json", "b.json"])
        #expect(a.value("--output") == "out.png")
        // A repeated option keeps every value; `value` is the last one.
        #expect(a.values["--jobs"] == ["4", "2"] && a.value("--jobs") == "2")
        #expect(a.flags == ["--dry-run"] && !a.wantsHelp)
    }

    @Test func afterDoubleDashEverythingIsPositionalAndDashAloneIsStandardInput() throws {
        let a = try parse(["-", "--", "--output", "-o"])
        #expect(a.positionals == ["-", "--output", "-o"])
        #expect(a.values.isEmpty)
    }

    @Test func helpIsAFlagEitherWay() throws {
        #expect(try parse(["--help"]).wantsHelp)
        #expect(try parse(["x", "-h"]).wantsHelp)
    }

    @Test func usageErrorsNameTheOption() {
        #expect(throws: UsageError.self) { try parse(["--nope"]) }
        do {
            _ = try parse(["--output"])
            Issue.record("a value option without its value parsed")
        } catch { #expect(error.description == "--output needs a value") }
        do {
            _ = try parse(["--colour", "red"])
            Issue.record("an unknown option parsed")
        } catch { #expect(error.description == "unknown option --colour") }
        // A flag given a value is not the flag.
        do {
            _ = try parse(["--dry-run=yes"])
            Issue.record("a flag with a value parsed")
        } catch { #expect(error.description == "unknown option --dry-run") }
    }

    func command(run: @escaping @Sendable (Arguments) throws -> Int32 = { _ in 0 }) -> Command {
        Command(
            name: "render", synopsis: ["render SCENE.json -o OUT.png [--jobs N]", "render --list"],
            summary: "Renders a scene.", details: "Renders SCENE.json to a PNG.\n",
            options: [
                .init("--output", "FILE", "Where the PNG goes.\nCreated atomically."), .init("--jobs", "N", "Worker threads."),
                .init("--dry-run", nil, "Checks the scene only."),
            ], aliases: ["-o": "--output"], run: run)
    }

    @Test func helpIsTheSynopsisDetailsAndOptionsAligned() {
        let help = command().help(tool: "galley")
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "USAGE: galley render SCENE.json -o OUT.png [--jobs N]")
        #expect(lines[1] == "       galley render --list")
        #expect(lines[3] == "Renders SCENE.json to a PNG.")
        // Every option's help starts in one column; a second help line continues under it.
        let output = lines.first { $0.hasPrefix("  --output FILE") }
        let jobs = lines.first { $0.hasPrefix("  --jobs N") }
        #expect(output?.range(of: "Where")?.lowerBound.utf16Offset(in: output!) == jobs?.range(of: "Worker")?.lowerBound.utf16Offset(in: jobs!))
        let continued = lines.first { $0.hasSuffix("Created atomically.") }
        #expect(continued?.prefix { $0 == " " }.count == output?.range(of: "Where")?.lowerBound.utf16Offset(in: output!))
    }

    @Test func wrapBreaksOutsideBracketsAndAlignsUnderTheFirstArgument() {
        let line = "verify [SCENES…] [--goldens DIR] [--artifacts DIR] [--shard I/N] [--jobs N] [--record missing|all]"
        let wrapped = Command.wrap(line, first: "USAGE: galley ", width: 60)
        let lines = wrapped.split(separator: "\n").map(String.init)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 60 })
        // No bracketed group is split across lines.
        for l in lines { #expect(l.filter { $0 == "[" }.count == l.filter { $0 == "]" }.count, "\(l)") }
        let indent = "USAGE: galley verify ".count
        #expect(lines.dropFirst().allSatisfy { $0.prefix(indent).allSatisfy { $0 == " " } && $0.dropFirst(indent).first != " " })
        #expect(wrapped.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ") == ("USAGE: galley " + line))
    }

    @Test func invokeRunsWithParsedArgumentsAndMapsUsageErrorsToStatusTwo() {
        let seen = Box()
        let c = command { a in
            seen.set(a.positionals + [a.value("--output") ?? "-"])
            return 7
        }
        #expect(c.invoke(["s.json", "-o", "o.png"], tool: "galley") == 7)
        #expect(seen.get() == ["s.json", "o.png"])
        #expect(c.invoke(["--unknown"], tool: "galley") == 2)
        #expect(command { _ in throw UsageError("bad") }.invoke([], tool: "galley") == 2)
    }
}

/// A value the command's closure writes and the test reads (the closure is `@Sendable`).
private final class Box: @unchecked Sendable {
    private var value: [String] = []
    func set(_ v: [String]) { value = v }
    func get() -> [String] { value }
}
