import Geometry
import Raster
import Support
import Typesetting

/// A content family defined by one layout function (article cards, grid tiles, story bubbles,
/// document rows, …): its resolved design part (fonts, colors, metrics from the design model's
/// element design for the traits), its item part, and one layout function that both measuring
/// and drawing use. `FamilyConfiguration` and `FamilyContentView` make it a content family.
public protocol LayoutFamily: Sendable {
    associatedtype Design: Hashable & Sendable
    associatedtype Item: Hashable & Sendable
    /// The registry / sizing-pool name.
    static var family: String { get }
    /// Lays out `item` in `design` at `kit.width`, appending what is drawn to `kit`; returns the size.
    static func layout(design: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size
    /// A row (document row, status panel, section header): its highlighted and selected looks
    /// are the cell's background, as a list row's; the family draws them itself otherwise.
    static var isRow: Bool { get }
    /// What VoiceOver reads for `item` (in reading order; frames relative to the view, nil for
    /// the whole view). The default declares nothing.
    static func accessibility(design: Design, item: Item) -> [AccessibilityContent]
}

extension LayoutFamily {
    public static var isRow: Bool { false }
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] { [] }
}

extension LayoutFamily {
    /// The descriptor of a layout family: drawn by `FamilyContentView` (its configuration is
    /// `FamilyConfiguration<Self>`), its element design `D`, and the state looks every layout
    /// family reads (`elements.states`).
    public static func makeDescriptor<D: ElementDesign>(design: D.Type, kinds: [ContentKind], cellKinds: [String: String] = [:]) -> ContentFamily {
        ContentFamily(
            FamilyConfiguration<Self>.self, design: design, kinds: kinds,
            sharedDesigns: [AnyElementDesign(defaultOf: FamilyStatesElementDesign.self)], cellKinds: cellKinds)
    }
}
