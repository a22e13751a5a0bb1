import Galley
import Support
import Typesetting

extension UIImage {
    /// The SF Symbol `name`'s look-alike (see `symbolLookAlikes`) at the default configuration
    /// (body's size in the current traits); nil for a name without one, as UIKit returns nil for
    /// a name it does not know, and one `UIKitDiagnostic` naming it in `UIKitDiagnosticLog.current`.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name`'s look-alike drawn for `configuration`; nil (and one diagnostic) for a
    /// name without one.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = (configuration as? SymbolConfiguration) ?? SymbolConfiguration(traitCollection: configuration?.traitCollection)
        guard let entry = UIImage.symbolLookAlikes[name] else {
            UIImage.recordMissingSymbol(name)
            return nil
        }
        guard let bitmap = UIImage.drawSymbol(entry.ligature, side: Double(symbol.resolvedPointSize * symbol.scaleFactor) * 1.2) else {
            UIKitDiagnosticLog.current.record(
                UIKitDiagnostic(
                    kind: "symbol", subject: name,
                    message:
                        "UIImage(systemName: \"\(name)\"): the Material Icons font (Fonts/Symbols/MaterialIcons-Regular.ttf) could not draw its look-alike \"\(entry.ligature)\""
                ))
            return nil
        }
        self.init(
            storage: .bitmap(bitmap), scale: CGFloat(UIImage.symbolScale),
            size: CGSize(width: CGFloat(bitmap.width) / CGFloat(UIImage.symbolScale), height: CGFloat(bitmap.height) / CGFloat(UIImage.symbolScale)),
            symbolName: name, symbolConfiguration: symbol, flips: entry.mirrors)
    }

    /// The symbol `name` with `configuration`'s traits (a symbol configuration's size too).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration(traitCollection: traitCollection))
    }

    static func recordMissingSymbol(_ name: String) {
        UIKitDiagnosticLog.current.record(
            UIKitDiagnostic(
                kind: "symbol", subject: name,
                message: "UIImage(systemName: \"\(name)\") is nil: Galley has no look-alike for the SF Symbol \"\(name)\" (see UIImage.symbolLookAlikes)"))
    }

    /// Pixels per point of symbol bitmaps (an iPhone's).
    static let symbolScale = 3.0

    /// One look-alike: the Material Icons ligature that draws it and whether it mirrors in
    /// right-to-left layouts (`chevron.forward`, `arrow.backward`, …).
    public struct SymbolLookAlike: Hashable, Sendable {
        /// The Material Icons ligature that draws the look-alike.
        public var ligature: String
        /// Whether the look-alike is mirrored in right-to-left layouts.
        public var mirrors: Bool
        /// A look-alike drawn by `ligature`, mirrored in right-to-left layouts when `mirrors`.
        public init(_ ligature: String, mirrors: Bool = false) { self.ligature = ligature; self.mirrors = mirrors }
    }

    /// The SF Symbols Galley draws, by name, and the Material Icons glyph (by its ligature name)
    /// each is drawn with. Outline SF Symbols use Material's outline variants where the font
    /// has one (`heart` → `favorite_border`, `heart.fill` → `favorite`).
    public static let symbolLookAlikes: [String: SymbolLookAlike] = {
        let pairs: [(String, String)] = [
            ("chevron.right", "chevron_right"), ("chevron.left", "chevron_left"), ("chevron.up", "expand_less"),
            ("chevron.down", "expand_more"), ("arrow.right", "arrow_forward"), ("arrow.left", "arrow_back"),
            ("arrow.up", "arrow_upward"), ("arrow.down", "arrow_downward"), ("arrow.clockwise", "refresh"),
            ("arrow.triangle.2.circlepath", "sync"), ("square.and.arrow.up", "share"), ("square.and.arrow.down", "file_download"),
            ("star", "star_border"), ("star.fill", "star"), ("heart", "favorite_border"), ("heart.fill", "favorite"),
            ("folder", "folder_open"), ("folder.fill", "folder"), ("doc", "insert_drive_file"), ("doc.fill", "insert_drive_file"),
            ("doc.text", "description"), ("doc.on.doc", "content_copy"), ("gear", "settings"), ("gearshape", "settings"),
            ("gearshape.fill", "settings"), ("person", "person_outline"), ("person.fill", "person"), ("person.circle", "account_circle"),
            ("person.circle.fill", "account_circle"), ("person.crop.circle", "account_circle"), ("person.crop.circle.fill", "account_circle"),
            ("person.2", "people_outline"), ("person.2.fill", "people"), ("trash", "delete_outline"), ("trash.fill", "delete"),
            ("plus", "add"), ("plus.circle", "add_circle_outline"), ("plus.circle.fill", "add_circle"), ("minus", "remove"),
            ("minus.circle", "remove_circle_outline"), ("minus.circle.fill", "remove_circle"), ("checkmark", "check"),
            ("checkmark.circle", "check_circle_outline"), ("checkmark.circle.fill", "check_circle"), ("xmark", "close"),
            ("xmark.circle", "highlight_off"), ("xmark.circle.fill", "cancel"), ("magnifyingglass", "search"),
            ("bell", "notifications_none"), ("bell.fill", "notifications"), ("envelope", "mail_outline"), ("envelope.fill", "mail"),
            ("house", "home"), ("house.fill", "home"), ("calendar", "calendar_today"), ("clock", "schedule"), ("clock.fill", "watch_later"),
            ("photo", "image"), ("photo.fill", "image"), ("camera", "photo_camera"), ("camera.fill", "photo_camera"),
            ("info.circle", "info_outline"), ("info.circle.fill", "info"), ("exclamationmark.triangle", "warning"),
            ("exclamationmark.triangle.fill", "warning"), ("exclamationmark.circle", "error_outline"), ("exclamationmark.circle.fill", "error"),
            ("questionmark.circle", "help_outline"), ("questionmark.circle.fill", "help"), ("ellipsis", "more_horiz"),
            ("ellipsis.circle", "more_horiz"), ("pencil", "edit"), ("square.and.pencil", "create"), ("lock", "lock_outline"),
            ("lock.fill", "lock"), ("lock.open", "lock_open"), ("bookmark", "bookmark_border"), ("bookmark.fill", "bookmark"),
            ("tray", "inbox"), ("tray.fill", "inbox"), ("paperplane", "send"), ("paperplane.fill", "send"), ("link", "link"),
            ("cloud", "cloud_queue"), ("cloud.fill", "cloud"), ("icloud", "cloud_queue"), ("location", "near_me"),
            ("location.fill", "near_me"), ("mappin", "place"), ("mappin.and.ellipse", "place"), ("phone", "phone"), ("phone.fill", "phone"),
            ("message", "chat_bubble_outline"), ("message.fill", "chat_bubble"), ("bubble.left", "chat_bubble_outline"),
            ("list.bullet", "format_list_bulleted"), ("line.3.horizontal", "menu"), ("line.horizontal.3", "menu"),
            ("line.3.horizontal.decrease", "filter_list"), ("slider.horizontal.3", "tune"), ("square.grid.2x2", "apps"),
            ("globe", "language"), ("wifi", "wifi"), ("play", "play_arrow"), ("play.fill", "play_arrow"), ("pause", "pause"),
            ("pause.fill", "pause"), ("stop.fill", "stop"), ("speaker.wave.2", "volume_up"), ("mic", "mic_none"), ("mic.fill", "mic"),
            ("eye", "visibility"), ("eye.slash", "visibility_off"), ("flag", "outlined_flag"), ("flag.fill", "flag"),
            ("tag", "local_offer"), ("cart", "shopping_cart"), ("creditcard", "credit_card"), ("sun.max", "wb_sunny"),
            ("square", "check_box_outline_blank"), ("checkmark.square", "check_box"), ("checkmark.square.fill", "check_box"),
            ("circle", "radio_button_unchecked"), ("circle.fill", "fiber_manual_record"), ("pin", "push_pin"), ("pin.fill", "push_pin"),
            ("printer", "print"), ("externaldrive", "storage"), ("bolt", "flash_on"), ("bolt.fill", "flash_on"),
            ("square.and.arrow.up.on.square", "share"), ("arrow.up.arrow.down", "swap_vert"), ("line.3.horizontal.circle", "reorder"),
        ]
        let mirrored: [(String, String)] = [
            ("chevron.forward", "chevron_right"), ("chevron.backward", "chevron_left"), ("arrow.forward", "arrow_forward"),
            ("arrow.backward", "arrow_back"), ("arrowshape.turn.up.left", "reply"), ("arrow.uturn.backward", "undo"),
            ("arrow.uturn.forward", "redo"),
        ]
        var table: [String: SymbolLookAlike] = [:]
        for (sf, ligature) in pairs { table[sf] = SymbolLookAlike(ligature) }
        for (sf, ligature) in mirrored { table[sf] = SymbolLookAlike(ligature, mirrors: true) }
        return table
    }()

    /// The Material Icons face and the typesetter that shapes ligature names with it.
    static let symbolTypesetter: Typesetter? = {
        guard let fonts = try? FontsDirectory.locate(), let registry = try? FontRegistry(directory: fonts + "/Symbols") else { return nil }
        return Typesetter(registry: registry, cacheCapacity: 0)
    }()

    static let symbolBitmaps = Locked<[String: Bitmap]>([:])

    /// The glyph the ligature `name` shapes to, drawn black on clear in a square of `side`
    /// points at 3 pixels a point (the em square fills the box); nil if the font is missing or
    /// `name` is not one glyph of it.
    static func drawSymbol(_ name: String, side: Double) -> Bitmap? {
        let key = "\(name) \(side)"
        if let hit = symbolBitmaps.withLock({ $0[key] }) { return hit }
        guard let typesetter = symbolTypesetter, let family = typesetter.registry.familyNames.first else { return nil }
        let font = Font(family: family, size: side)
        guard let layout = try? typesetter.layout(name, attributes: TextAttributes(font: font, color: .black), width: .infinity) else { return nil }
        let runs = layout.glyphRuns(at: Point(x: 0, y: 0))
        guard runs.count == 1, runs[0].glyphs.count == 1 else { return nil }
        var run = runs[0]
        // The em square is the icon's box: the baseline at its bottom, whatever the line's metrics.
        run.origin = Point(x: 0, y: side)
        run.positions = [Point(x: 0, y: 0)]
        let list = DisplayList(size: Size(width: side, height: side), scale: symbolScale, background: .clear, commands: [.glyphs(run)])
        guard let bitmap = try? Rasterizer.render(list, glyphs: typesetter.registry) else { return nil }
        symbolBitmaps.withLock { $0[key] = bitmap }
        return bitmap
    }
}
