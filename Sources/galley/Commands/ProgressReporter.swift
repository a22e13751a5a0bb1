import Support

/// Progress on stderr for commands that work through a list (`verify`, `gallery`): a bar redrawn
/// in place on a terminal, else one plain line per finished entry (`[3/21] passed lists/korean`).
final class ProgressReporter: @unchecked Sendable {
    let total: Int
    let terminal: Bool
    /// How much of an entry's name the bar shows.
    let nameWidth: Int

    init(total: Int, terminal: Bool, nameWidth: Int) {
        self.total = total; self.terminal = terminal; self.nameWidth = nameWidth
    }

    /// `done` entries finished, the last one `name`; `status`, when given, leads the plain line.
    func update(done: Int, name: String, status: String? = nil) {
        if terminal {
            let width = 30
            let filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            Platform.writeStandardError("\r[\(bar)] \(done)/\(total) \(name.prefix(nameWidth))\u{1B}[K")
        } else {
            Platform.writeStandardError("[\(done)/\(total)] \(status.map { $0 + " " } ?? "")\(name)\n")
        }
    }

    /// Clears the bar (nothing to clear for plain lines).
    func finish() { if terminal { Platform.writeStandardError("\r\u{1B}[K") } }
}
