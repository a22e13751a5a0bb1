import Galley

/// A view a collection view reuses for a supplementary (header, footer) or decoration, like
/// UIKit's `UICollectionReusableView`.
@MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with (nil: not dequeued from a collection view).
    public internal(set) var reuseIdentifier: String?
    /// The collection view that dequeued the view.
    weak var dequeuedBy: UICollectionView?
    /// How many times `prepareForReuse()` ran (Galley's, for tests of reuse).
    var reuseCount = 0
    /// The box the view's tree was last drawn through (retired when the view is realised again).
    var galleyViewTreeBox: ViewTreeBox?

    /// Creates a reusable view with a frame; the collection view makes views of a registered class
    /// with it.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a reusable view from an archive: Galley reads no archives, so this is an empty view
    /// with a zero frame that lets `required init?(coder:)` overrides compile.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How collection views make reusable views of a registered class: cells and supplementary
    /// views override `init(frame:)` (as UIKit's dequeue calls it), and this calls it.
    public required convenience init(galleyReusableFrame frame: CGRect) { self.init(frame: frame) }

    /// Called before a dequeued view is handed out again; reset state here.
    open func prepareForReuse() {}

    /// Applies layout attributes to the view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { frame = layoutAttributes.frame }

    /// The view's preferred attributes after self-sizing (Galley measures with the content's
    /// sizing view; the attributes come back unchanged).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// A supplementary's content configuration (`UICollectionViewListCell` as a header; Galley
    /// draws a supplementary's content configuration when it has one).
    var supplementaryContent: (any UIContentConfiguration)? { nil }
}

/// A collection view cell, like UIKit's `UICollectionViewCell`: a content view, content and
/// background configurations, and a configuration state.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view the content is in: a plain view, or the content view a custom
    /// `contentConfiguration` made (`makeContentView()`), filling the cell.
    public private(set) lazy var contentView: UIView = {
        let v = UIView(frame: bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(v, at: backgroundViewCount)
        return v
    }()

    /// How many of the first subviews are the background views (under the content view).
    private var backgroundViewCount: Int {
        subviews.prefix { $0 === backgroundView || $0 === selectedBackgroundView }.count
    }

    /// A view drawn behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let v = backgroundView {
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(v, at: 0)
            }
        }
    }

    /// A view drawn behind the content (above `backgroundView`) while the cell is selected or
    /// highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let v = selectedBackgroundView {
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(v, at: backgroundView?.superview === self ? 1 : 0)
                v.isHidden = !(isSelected || isHighlighted)
            }
        }
    }

    /// Shows the selected background view while selected or highlighted.
    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Shows a custom (non-Galley) content configuration: the current content view takes it when
    /// it supports it, else the configuration's `makeContentView()` replaces the content view,
    /// as UIKit does.
    private func installContentView(for configuration: any UIContentConfiguration) {
        if configuration is any GalleyContentConvertible { return }
        if let current = contentView as? any UIView & UIContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        let made = configuration.makeContentView()
        let old = contentView
        let index = subviews.firstIndex { $0 === old } ?? backgroundViewCount
        old.removeFromSuperview()
        made.frame = bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(made, at: index)
        contentView = made
    }

    /// Creates a cell with a frame; the collection view makes cells of a registered class with it.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a cell from an archive: Galley reads no archives, so this is an empty cell
    /// with a zero frame that lets `required init?(coder:)` overrides compile.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// What the cell shows: Galley draws it through the pipeline (its family's content view
    /// measures and draws it).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            contentConfigurationChanged()
            if let c = contentConfiguration { installContentView(for: c) }
        }
    }

    /// The cell's background.
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// Whether setting a content configuration (and each state change) updates it for the
    /// cell's configuration state.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the state.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Called with the new state when the configuration state changes (and once after the
    /// registration handler, as UIKit updates a cell's configuration before display).
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?

    /// Whether the cell is selected.
    open var isSelected = false {
        didSet {
            if oldValue != isSelected { setNeedsUpdateConfiguration() }
            updateSelectedBackground()
        }
    }
    /// Whether the cell is highlighted.
    open var isHighlighted = false {
        didSet {
            if oldValue != isHighlighted { setNeedsUpdateConfiguration() }
            updateSelectedBackground()
        }
    }

    /// The collection view's editing state, as the cell last saw it.
    var isEditingState = false
    /// Whether an outline item is expanded (set by the data source from section snapshots).
    var isExpandedState = false

    /// The cell's state: traits, selection, highlight, editing, expansion.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        s.isEditing = isEditingState
        s.isExpanded = isExpandedState
        return s
    }

    private var needsConfigurationUpdate = false

    /// Asks for `updateConfiguration(using:)` before the cell is drawn next.
    open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true }

    /// Updates the configurations for `state`: the content configuration (when automatic) and
    /// the update handler. Override it to update yourself (call super).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration {
            updatingAutomatically = true
            contentConfiguration = c.updated(for: state)
            updatingAutomatically = false
        }
        configurationUpdateHandler?(self, state)
    }

    private var updatingAutomatically = false

    private func contentConfigurationChanged() {
        guard !updatingAutomatically, automaticallyUpdatesContentConfiguration, let c = contentConfiguration else { return }
        updatingAutomatically = true
        contentConfiguration = c.updated(for: configurationState)
        updatingAutomatically = false
    }

    /// Runs a pending configuration update (the collection view calls it before drawing).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    override var supplementaryContent: (any UIContentConfiguration)? { contentConfiguration }
}

/// A list cell, like UIKit's `UICollectionViewListCell`: accessories, indentation and the
/// separator layout guide.
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// Creates a list cell with a frame; the collection view makes cells of a registered class
    /// with it.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a list cell from an archive: Galley reads no archives, so this is an empty list cell
    /// with a zero frame that lets `required init?(coder:)` overrides compile.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The list cell's default content: `.cell()` updated for the cell's state (UIKit's list
    /// cells default to the plain cell style of the list's appearance).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration.cell().updated(for: configurationState)
    }

    /// The accessories beside the content.
    open var accessories: [UICellAccessory] = []
    /// The outline depth (each level indents by `indentationWidth`).
    open var indentationLevel = 0
    /// Points per indentation level (10 by default, as UIKit's).
    open var indentationWidth: CGFloat = 10
    /// Whether the indentation follows the separator.
    open var indentsAccessories = true

    /// Where the separator starts: a guide whose leading edge is the content's text.
    public private(set) lazy var separatorLayoutGuide: UILayoutGuide = {
        let g = UILayoutGuide(owningView: self, kind: .separator)
        return g
    }()
}
