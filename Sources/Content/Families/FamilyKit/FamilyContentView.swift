import Geometry
import Raster
import Support
import Typesetting

/// The content view of every layout family. The design hook keeps the resolved design (styling);
/// item binding keeps the item, in one assignment, so nothing of a previous item survives (no
/// stale thumbnail or toolbar); `layout(width:)` runs the family's layout once per pass, then
/// draws the state's look over (or under) what the family placed.
public final class FamilyContentView<F: LayoutFamily>: ContentView {
    public typealias Configuration = FamilyConfiguration<F>
    public var lifecycle = ContentViewLifecycle<FamilyDesign<F.Design>>()
    let context: ContentContext
    private var design: FamilyDesign<F.Design>?
    private var environment = ContentEnvironment()
    private var item: F.Item?

    init(context: ContentContext) { self.context = context }

    public func applyDesign(_ design: FamilyDesign<F.Design>, environment: ContentEnvironment) {
        self.design = design
        self.environment = environment
    }

    public func bind(_ item: F.Item) { update(&self.item, item) }

    public func layout(width: Double) throws(ContentError) -> ContentLayout {
        guard let design, let item else { throw .invalid("a \(F.family) content view was laid out before it was configured") }
        var kit = FamilyLayoutKit(context: context, environment: environment, width: width)
        let size = try F.layout(design: design.family, item: item, kit: &kit)
        kit.drawState(design.state, design.states, size: size, isRow: F.isRow)
        var out = ContentLayout(size: size, elements: kit.elements, separatorLeadingInset: kit.separatorLeadingInset)
        out.notes = kit.notes
        out.nonTextParts = kit.nonTextParts
        return out
    }
}
