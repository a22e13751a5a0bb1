import Galley
import Layout

/// What the last layout of a collection view made: its scene and the attributes the pipeline
/// laid out (frames by index path).
struct CollectionLayoutState {
    var scene: Scene
    var layout: LayoutResult?
    var sectionIDs: [String]

    func frame(ofItemAt indexPath: Foundation.IndexPath) -> CGRect? {
        guard let a = layout?.attributes.first(where: { $0.category == .cell && $0.indexPath == indexPath.galley }) else { return nil }
        return CGRect(x: a.frame.minX, y: a.frame.minY, width: a.frame.size.width, height: a.frame.size.height)
    }

    func frame(ofSupplementary kind: String, at indexPath: Foundation.IndexPath) -> CGRect? {
        let engineKind = UICollectionView.engineKind(kind)
        // A supplementary anchored to an item is the item's; a boundary one is its section's.
        guard
            let a = layout?.attributes.first(where: {
                $0.representedElementKind == engineKind
                    && ($0.itemIdentifier == nil ? $0.indexPath.section == indexPath.section : $0.indexPath == indexPath.galley)
            })
        else { return nil }
        return CGRect(x: a.frame.minX, y: a.frame.minY, width: a.frame.size.width, height: a.frame.size.height)
    }
}

/// What a realised supplementary view showed, kept while it is off screen (as UIKit's layout
/// keeps its preferred size): a header's or footer's text, another kind's content, or nothing
/// yet (measured at its estimate).
enum MeasuredSupplementary {
    case text(String, ListContentVariant?)
    case item(SceneItem)
    case placeholder(estimatedHeight: Double)

    @MainActor func apply(kind: String, to content: inout SectionContent) {
        switch kind {
        case UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter:
            var text = "", variant: ListContentVariant? = nil
            if case .text(let t, let v) = self { text = t; variant = v }
            // A header or footer view drawn as its view tree.
            content.supplementaries[UICollectionView.engineKind(kind)] = nil
            if case .item(let item) = self { content.supplementaries[UICollectionView.engineKind(kind)] = item }
            if kind == UICollectionView.elementKindSectionHeader {
                content.header = text; content.headerVariant = variant
            } else {
                content.footer = text; content.footerVariant = variant
            }
        default:
            let item: SceneItem
            switch self {
            case .item(let i): item = i
            case .placeholder(let h): item = SceneItem(ElementContent(UnrealizedCellConfiguration(estimatedHeight: h)))
            case .text: item = SceneItem(ElementContent(UnrealizedCellConfiguration(estimatedHeight: 44)))
            }
            content.supplementaries[UICollectionView.engineKind(kind)] = item
        }
    }
}

/// Why a collection view could not be rendered: UIKit misuse (UIKit would have crashed), or
/// the pipeline's error.
public enum UIKitRenderError: Error, CustomStringConvertible, Sendable {
    /// Calls UIKit raises on, with UIKit's messages.
    case misuse([UIKitMisuse])
    /// The pipeline refused the scene.
    case render(RenderError)
    /// There is no collection view to render in the hierarchy.
    case noCollectionView(String)

    /// What went wrong: UIKit's exception messages, one a line, or the pipeline's error.
    public var description: String {
        switch self {
        case .misuse(let m):
            return "UIKit would have raised \(m.count == 1 ? "an exception" : "\(m.count) exceptions"):\n" + m.map { "  \($0)" }.joined(separator: "\n")
        case .render(let e): return e.description
        case .noCollectionView(let s): return s
        }
    }
}

extension UICollectionView {
    /// The engine's element kind for a UIKit kind (section headers and footers have their own).
    nonisolated static func engineKind(_ kind: String) -> String {
        switch kind {
        case elementKindSectionHeader: return ElementKind.sectionHeader
        case elementKindSectionFooter: return ElementKind.sectionFooter
        default: return kind
        }
    }

    /// The UIKit kind for an engine kind.
    nonisolated static func uikitKind(_ kind: String) -> String {
        switch kind {
        case ElementKind.sectionHeader: return elementKindSectionHeader
        case ElementKind.sectionFooter: return elementKindSectionFooter
        default: return kind
        }
    }

    /// Sections and items by string identifier: a diffable data source's, else by index path.
    func galleyIdentifiers() -> [(id: String, items: [String])] {
        if let identified = dataSource as? any GalleyIdentifiedDataSource { return identified.galleySections() }
        return (0..<numberOfSections).map { s in ("section-\(s)", (0..<numberOfItems(inSection: s)).map { "item-\(s)-\($0)" }) }
    }

    /// Asks the data source for the cell at `indexPath`, checking what UIKit checks.
    func requestCell(at indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        UICollectionView.requestDepth += 1
        currentRequest = (Self.elementKindCell, indexPath)
        dequeuedDuringRequest = []
        defer {
            UICollectionView.requestDepth -= 1
            currentRequest = nil
        }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if cell.reuseIdentifier == nil || cell.dequeuedBy !== self {
            recordMisuse(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: (index path \(indexPath), cell \(type(of: cell)))",
                call: "UICollectionViewDataSource.collectionView(_:cellForItemAt:)")
        }
        return cell
    }

    func requestSupplementary(kind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        UICollectionView.requestDepth += 1
        currentRequest = (kind, indexPath)
        defer {
            UICollectionView.requestDepth -= 1
            currentRequest = nil
        }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        if view.reuseIdentifier == nil || view.dequeuedBy !== self {
            recordMisuse(
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),\(indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(type(of: view)))",
                call: "UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)")
            return nil
        }
        return view
    }

    /// Realises cells and supplementaries in UIKit's order and lays the scene out.
    func realizeAndLayOut() { realize(wholeContentHeight: false) }

    /// Runs the layout and the data source in UIKit's order and makes the scene the pipeline
    /// renders:
    ///
    /// 1. the compositional layout asks its section provider for every section, in order;
    /// 2. the sections are laid out with each unrealised item at its estimated size (and
    ///    unrealised supplementaries empty), and the elements whose frames meet the visible
    ///    rect (`contentOffset` and `bounds.size`; every element for `wholeContentHeight`) are
    ///    realised — sections in order, each section's cells by index path, then its
    ///    supplementary views — until the visible elements no longer change (self-sized cells
    ///    shorter than their estimate bring more into view).
    ///
    /// Items keep the content they were last measured with while they are off screen, as
    /// UIKit's layout keeps the preferred sizes of the cells it realised.
    @discardableResult
    func realize(wholeContentHeight: Bool, finalLayout: Bool = true, renderer: SceneRenderer? = nil) -> CollectionLayoutState {
        let renderer = renderer ?? (try? SceneRenderer.shared())
        if !hasLaidOut {
            // As UIKit's first layout: a collection view at rest shows the top of its content,
            // below its (adjusted) content inset.
            hasLaidOut = true
            let inset = adjustedContentInset
            if contentOffset == .zero { contentOffset = CGPoint(x: -inset.left, y: -inset.top) }
        }
        needsRealization = false
        renderNotes = []
        let traits = traitCollection
        let ids = galleyIdentifiers()
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        var sections: [String: SectionContent] = [:]
        var layoutSections: [Int: NSCollectionLayoutSection] = [:]
        var listStyle: ListStyle?
        var decorationViewsNow: [SupplementaryKey: UICollectionReusableView] = [:]
        let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout

        // 1. The section provider, for every section in order (UIKit's prepare).
        for (s, section) in ids.enumerated() {
            guard let compositional else {
                renderNotes.append(
                    "the collection view's layout \(type(of: collectionViewLayout)) is not a compositional layout; Galley lays out compositional layouts")
                break
            }
            guard let layoutSection = compositional.galleyUIKitSection(at: s, size: bounds.size, traits: traits, contentOffset: contentOffset) else {
                recordMisuse(
                    "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error. (section \(s), \(section.id))",
                    call: "UICollectionViewCompositionalLayout.sectionProvider")
                continue
            }
            try? snapshot.appendSections([section.id])
            try? snapshot.appendItems(section.items, toSection: section.id)
            var content = SectionContent(layout: .list)
            if var list = layoutSection.galleyListConfiguration {
                // UIKit's list sections have no fill of their own under the rows (each row draws
                // its background configuration, rounded by position in inset-grouped lists).
                list.sectionBackgroundColor = .clear
                // A list section keeps its configuration (appearance, header and footer modes,
                // separators): the scene lays it out as NSCollectionLayoutSection.list does.
                content.layout = .list(using: list)
                if listStyle == nil {
                    listStyle = ListStyle(appearance: Self.sceneAppearance(list.appearance), showsSeparators: list.showsSeparators)
                }
            } else {
                var engineSection = layoutSection.galleySection(
                    traits: traits, size: bounds.size, contentOffset: contentOffset, index: s, itemCount: section.items.count)
                // Decoration views of a registered class draw their view tree (layer, border,
                // subviews) in the decoration's frame, one view per section and kind, as UIKit's.
                for i in engineSection.decorationItems.indices {
                    let kind = engineSection.decorationItems[i].elementKind
                    guard let type = compositional.decorationViewClasses[kind] as? UICollectionReusableView.Type else { continue }
                    let key = SupplementaryKey(kind: kind, indexPath: Foundation.IndexPath(item: 0, section: s))
                    let kept = decorationViews[key].flatMap { ObjectIdentifier(Swift.type(of: $0)) == ObjectIdentifier(type) ? $0 : nil }
                    let view = kept ?? type.init(galleyReusableFrame: .zero)
                    decorationViewsNow[key] = view
                    // The layout's fill (its dump and explained diffs name it) is the view's layer.
                    if let color = view.backgroundColor { engineSection.decorationItems[i].color = color.galleyColor(in: traits) }
                    engineSection.decorationItems[i].cornerRadius = Double(view.layer.cornerRadius)
                    content.decorations[kind] = SceneItem(
                        view.galleyReusableContent(in: traits, notes: &renderNotes, place: "section \(section.id) decoration \(kind)", owner: "\(kind) \(s)"))
                }
                for i in engineSection.boundarySupplementaryItems.indices {
                    engineSection.boundarySupplementaryItems[i].elementKind = Self.engineKind(engineSection.boundarySupplementaryItems[i].elementKind)
                }
                content.layout = .compositional(engineSection)
            }
            // Supplementaries start as they were last measured, else empty at their estimate.
            for kind in supplementaryKinds(of: layoutSection) {
                let key = SupplementaryKey(kind: kind, indexPath: Foundation.IndexPath(item: 0, section: s))
                (measuredSupplementaries[key] ?? .placeholder(estimatedHeight: layoutSection.estimatedHeight(ofSupplementary: kind))).apply(
                    kind: kind, to: &content)
            }
            // Supplementaries anchored to items (badges): each item's as it was last measured;
            // an item's not realised yet measures at its estimate and draws nothing.
            for kind in itemSupplementaryKinds(of: layoutSection) {
                if content.supplementaries[kind] == nil {
                    content.supplementaries[kind] = SceneItem(
                        ElementContent(UnrealizedCellConfiguration(estimatedHeight: layoutSection.estimatedHeight(ofItemSupplementary: kind))))
                }
                for key in section.items {
                    if let measured = measuredItemSupplementaries[ItemSupplementaryKey(kind: kind, item: key)] {
                        content.itemSupplementaries[kind, default: [:]][key] = measured
                    }
                }
            }
            sections[section.id] = content
            layoutSections[s] = layoutSection
        }

        // Items start as they were last measured, else at their section's estimate. A reloaded
        // or reconfigured item too: its new cell is sized from the current attributes (UIKit
        // hands the cell its current frame in `preferredLayoutAttributesFitting`), so a reload
        // does not drop the item back to the estimate and pull cells below the fold into the pass.
        var items: [String: SceneItem] = [:]
        var position: [String: (section: Int, item: Int)] = [:]
        var sectionIndex: [String: Int] = [:]
        for (s, section) in ids.enumerated() {
            guard let layoutSection = layoutSections[s] else { continue }
            sectionIndex[section.id] = s
            let estimate = SceneItem(ElementContent(UnrealizedCellConfiguration(estimatedHeight: layoutSection.estimatedItemHeight)))
            for (i, key) in section.items.enumerated() {
                position[key] = (s, i)
                items[key] = measuredItems[key] ?? estimate
            }
        }

        var realizedNow: [String: UICollectionViewCell] = [:]
        var order: [(key: String, indexPath: Foundation.IndexPath)] = []
        var supplementariesNow: [SupplementaryKey: UICollectionReusableView] = [:]

        func realizeCell(_ key: String, at indexPath: Foundation.IndexPath) {
            let cell: UICollectionViewCell
            if let existing = realizedCells[key], !pendingReloads.contains(key), !pendingReconfigures.contains(key) {
                cell = existing
            } else {
                if pendingReconfigures.contains(key), let existing = realizedCells[key] {
                    reconfiguringCell = existing
                } else if let existing = realizedCells[key] {
                    enqueue(existing, kind: Self.elementKindCell)
                }
                realizedCells[key] = nil
                cell = requestCell(at: indexPath)
                reconfiguringCell = nil
                pendingReloads.remove(key)
                pendingReconfigures.remove(key)
            }
            if let identified = dataSource as? any GalleyIdentifiedDataSource { cell.isExpandedState = identified.galleyIsExpanded(itemKey: key) }
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            cell.updateConfigurationIfNeeded()
            realizedNow[key] = cell
            order.append((key, indexPath))
            let item = SceneItem(
                cell.galleyElementContent(
                    in: traits, notes: &renderNotes, place: "item \(key) at \(indexPath)", owner: "cell \(indexPath.section)-\(indexPath.item)"))
            items[key] = item
            measuredItems[key] = item
        }

        // The view the provider gives for `kind` at `indexPath` (the last pass's goes back to the
        // reuse queue), its configuration updated, kept for this pass.
        func dequeueSupplementary(_ kind: String, at indexPath: Foundation.IndexPath) -> (UICollectionReusableView, SupplementaryKey)? {
            let supplementaryKey = SupplementaryKey(kind: kind, indexPath: indexPath)
            if let old = realizedSupplementaries[supplementaryKey] {
                enqueue(old, kind: kind)
                realizedSupplementaries[supplementaryKey] = nil
            }
            guard let view = requestSupplementary(kind: kind, at: indexPath) else { return nil }
            (view as? UICollectionViewCell)?.updateConfigurationIfNeeded()
            supplementariesNow[supplementaryKey] = view
            return (view, supplementaryKey)
        }

        func realizeSupplementary(_ kind: String, section s: Int) {
            let id = ids[s].id
            let indexPath = Foundation.IndexPath(item: 0, section: s)
            guard let (view, supplementaryKey) = dequeueSupplementary(kind, at: indexPath) else { return }
            let measured: MeasuredSupplementary
            if let c = view.supplementaryContent as? UIListContentConfiguration,
                kind == Self.elementKindSectionHeader || kind == Self.elementKindSectionFooter
            {
                let list = c.listContentConfiguration(in: traits)
                measured = .text(list.text ?? "", list.design.variant)
            } else if kind != Self.elementKindSectionHeader && kind != Self.elementKindSectionFooter
                || (view.supplementaryContent == nil && layoutSections[s]?.galleyListConfiguration == nil)
            {
                measured = .item(
                    SceneItem(view.galleyReusableContent(in: traits, notes: &renderNotes, place: "section \(id) \(kind)", owner: "\(kind) \(s)")))
            } else {
                renderNotes.append("section \(id): the \(kind) view \(type(of: view)) has no list content configuration; drawn empty")
                measured = kind == Self.elementKindSectionHeader || kind == Self.elementKindSectionFooter ? .text("", nil) : .placeholder(estimatedHeight: 0)
            }
            measured.apply(kind: kind, to: &sections[id, default: SectionContent(layout: .list)])
            measuredSupplementaries[supplementaryKey] = measured
        }

        // A supplementary anchored to an item, asked for with the item's index path.
        func realizeItemSupplementary(_ kind: String, at indexPath: Foundation.IndexPath) {
            let id = ids[indexPath.section].id
            let itemKey = ids[indexPath.section].items[indexPath.item]
            guard let (view, _) = dequeueSupplementary(kind, at: indexPath) else { return }
            let item = SceneItem(
                view.galleyReusableContent(
                    in: traits, notes: &renderNotes, place: "item \(itemKey) \(kind)", owner: "\(kind) \(indexPath.section)-\(indexPath.item)"))
            sections[id, default: SectionContent(layout: .list)].itemSupplementaries[kind, default: [:]][itemKey] = item
            measuredItemSupplementaries[ItemSupplementaryKey(kind: kind, item: itemKey)] = item
        }
        let hasItemSupplementaries = layoutSections.values.contains { !itemSupplementaryKinds(of: $0).isEmpty }

        // 2. Realise what the visible rect shows, in UIKit's order, until it settles.
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        var layout: LayoutResult?
        var realizedSupplementaryKeys = Set<SupplementaryKey>()
        for pass in 0..<12 {
            var wantedCells = Set<String>(), wantedSupplementaries = Set<SupplementaryKey>()
            var wantedItemSupplementaries = Set<SupplementaryKey>()
            if wholeContentHeight && pass == 0 {
                wantedCells = Set(position.keys)
                for (s, ls) in layoutSections {
                    for kind in supplementaryKinds(of: ls) { wantedSupplementaries.insert(SupplementaryKey(kind: kind, indexPath: [s, 0])) }
                }
            } else {
                // The whole content: every element once the cells are realised; the items'
                // supplementaries come from that layout.
                if wholeContentHeight && !hasItemSupplementaries { break }
                let scene = makeScene(
                    snapshot: snapshot, sections: sections, items: items, list: listStyle, traits: traits,
                    height: wholeContentHeight ? nil : Double(bounds.height))
                guard let laidOut = ViewTreeBox.onMainActor({ try? renderer?.layout(of: scene) }) else { break }
                layout = laidOut
                for a in laidOut.attributes {
                    let f = a.frame
                    guard wholeContentHeight || CGRect(x: f.minX, y: f.minY, width: f.size.width, height: f.size.height).intersects(visible) else {
                        continue
                    }
                    switch a.category {
                    case .cell:
                        if let key = a.itemIdentifier { wantedCells.insert(key) }
                    case .supplementaryView(let kind):
                        if let key = a.itemIdentifier {
                            if let p = position[key] {
                                wantedItemSupplementaries.insert(SupplementaryKey(kind: Self.uikitKind(kind), indexPath: [p.section, p.item]))
                            }
                        } else if let s = sectionIndex[a.sectionIdentifier] {
                            wantedSupplementaries.insert(SupplementaryKey(kind: Self.uikitKind(kind), indexPath: [s, 0]))
                        }
                    case .decorationView: break
                    }
                }
            }
            wantedCells.subtract(realizedNow.keys)
            wantedSupplementaries.subtract(realizedSupplementaryKeys)
            wantedItemSupplementaries.subtract(realizedSupplementaryKeys)
            if wantedCells.isEmpty && wantedSupplementaries.isEmpty && wantedItemSupplementaries.isEmpty { break }
            layout = nil
            for (s, section) in ids.enumerated() {
                guard let layoutSection = layoutSections[s] else { continue }
                for (i, key) in section.items.enumerated() where wantedCells.contains(key) {
                    realizeCell(key, at: Foundation.IndexPath(item: i, section: s))
                }
                for kind in supplementaryKinds(of: layoutSection) {
                    let key = SupplementaryKey(kind: kind, indexPath: [s, 0])
                    guard wantedSupplementaries.contains(key) else { continue }
                    realizedSupplementaryKeys.insert(key)
                    realizeSupplementary(kind, section: s)
                }
                // Then the supplementaries anchored to its items, in index path order.
                for key in wantedItemSupplementaries.filter({ $0.indexPath.section == s }).sorted(by: {
                    $0.indexPath != $1.indexPath ? $0.indexPath < $1.indexPath : $0.kind < $1.kind
                }) {
                    realizedSupplementaryKeys.insert(key)
                    realizeItemSupplementary(key.kind, at: key.indexPath)
                }
            }
        }

        // Cells realised from an estimate that the settled layout puts outside the visible rect
        // are not kept (UIKit hands them back to the reuse queue at the end of the pass).
        if !wholeContentHeight, let layout {
            var shown = Set<String>()
            for a in layout.attributes where a.category == .cell {
                let f = a.frame
                if let key = a.itemIdentifier, CGRect(x: f.minX, y: f.minY, width: f.size.width, height: f.size.height).intersects(visible) {
                    shown.insert(key)
                }
            }
            for key in Array(realizedNow.keys) where !shown.contains(key) { realizedNow[key] = nil }
            order.removeAll { realizedNow[$0.key] == nil }
        }
        // Cells no longer shown go back to the reuse queues.
        for (key, cell) in realizedCells where realizedNow[key] == nil { enqueue(cell, kind: Self.elementKindCell) }
        for (key, view) in realizedSupplementaries where supplementariesNow[key] == nil && !supplementariesNow.values.contains(where: { $0 === view }) {
            enqueue(view, kind: key.kind)
        }
        realizedCells = realizedNow
        realizedOrder = order.sorted { $0.indexPath < $1.indexPath }
        realizedSupplementaries = supplementariesNow
        decorationViews = decorationViewsNow
        // Measurements of items that left the snapshot are dropped.
        if measuredItems.count > position.count { measuredItems = measuredItems.filter { position[$0.key] != nil } }
        if !measuredItemSupplementaries.isEmpty { measuredItemSupplementaries = measuredItemSupplementaries.filter { position[$0.key.item] != nil } }
        let scene = makeScene(
            snapshot: snapshot, sections: sections, items: items, list: listStyle, traits: traits, height: wholeContentHeight ? nil : Double(bounds.height))
        if finalLayout, layout == nil { layout = ViewTreeBox.onMainActor { try? renderer?.layout(of: scene) } }
        let state = CollectionLayoutState(scene: scene, layout: layout, sectionIDs: ids.map(\.id))
        adopt(state)
        return state
    }

    /// Makes `state` the last layout: the content size and the realised cells' frames follow it,
    /// and the delegate hears of each cell about to show.
    func adopt(_ state: CollectionLayoutState) {
        lastLayout = state
        if let layout = state.layout { contentSize = CGSize(width: layout.contentSize.width, height: layout.contentSize.height) }
        for (key, indexPath) in realizedOrder {
            if let cell = realizedCells[key], let frame = state.frame(ofItemAt: indexPath) {
                cell.frame = frame
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
        }
    }

    /// The supplementary kinds (UIKit's) a section shows: its boundary supplementaries, and a
    /// list's header and footer by its modes.
    func supplementaryKinds(of section: NSCollectionLayoutSection) -> [String] {
        var kinds: [String] = []
        if let list = section.galleyListConfiguration {
            if list.headerMode == .supplementary { kinds.append(Self.elementKindSectionHeader) }
            if list.footerMode == .supplementary { kinds.append(Self.elementKindSectionFooter) }
        }
        for item in section.boundarySupplementaryItems {
            let kind = Self.uikitKind(item.elementKind)
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }

    /// The kinds (UIKit's) of the supplementaries anchored to a section's items and groups
    /// (`NSCollectionLayoutItem(layoutSize:supplementaryItems:)`), each asked for per item.
    func itemSupplementaryKinds(of section: NSCollectionLayoutSection) -> [String] {
        var kinds: [String] = []
        func visit(_ item: NSCollectionLayoutItem) {
            for s in item.supplementaryItems where !kinds.contains(Self.uikitKind(s.elementKind)) { kinds.append(Self.uikitKind(s.elementKind)) }
            if let group = item as? NSCollectionLayoutGroup { group.subitems.forEach(visit) }
        }
        if section.galleyListConfiguration == nil, let group = section.group { visit(group) }
        return kinds
    }

    static func sceneAppearance(_ a: ListConfiguration.Appearance) -> ListStyle.Appearance {
        switch a {
        case .plain: return .plain
        case .grouped: return .grouped
        default: return .insetGrouped
        }
    }

    func makeScene(
        snapshot: DiffableDataSourceSnapshot<String, String>, sections: [String: SectionContent], items: [String: SceneItem], list: ListStyle?,
        traits: UITraitCollection, height: Double?
    ) -> Scene {
        var scene = Scene(
            traits: traits.galleyTraits(width: Double(bounds.width), height: height), list: list ?? ListStyle(appearance: .plain), snapshot: snapshot,
            sections: sections, items: items)
        scene.galley1 = nil
        scene.version = 2
        let inset = adjustedContentInset
        scene.contentInset = EdgeInsets(top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom), right: Double(inset.right))
        // A frame shows the content at the offset; the whole content shows from its top, with
        // the inset around it.
        scene.contentOffset =
            height == nil ? Point(x: -Double(inset.left), y: -Double(inset.top)) : Point(x: Double(contentOffset.x), y: Double(contentOffset.y))
        if let backgroundColor { scene.backgroundColor = SceneColor(backgroundColor.galleyColor(in: traits).hexString) }
        return scene
    }

    // MARK: - Rendering

    /// The scene the collection view shows now (after a layout pass): the same value a JSON
    /// scene or a `Scene` built in Swift would be. `wholeContentHeight` realises every section
    /// and leaves the height open (the whole content), instead of what the frame shows.
    public func galleyScene(wholeContentHeight: Bool = false) -> Scene {
        super.layoutIfNeeded()
        return realize(wholeContentHeight: wholeContentHeight, finalLayout: false).scene
    }

    /// Renders what the collection view shows through Galley's pipeline (`SceneRenderer`).
    /// Fails with UIKit's messages when any call UIKit raises on was made.
    ///
    /// By default the image is the frame at the content offset (orthogonal sections at their
    /// offset); `wholeContentHeight` renders the whole content height from the top.
    public func galleyRender(wholeContentHeight: Bool = false, renderer: SceneRenderer? = nil) throws(UIKitRenderError) -> RenderedScene {
        super.layoutIfNeeded()
        var rendered: RenderedScene
        let r: SceneRenderer
        do throws(RenderError) {
            if let renderer { r = renderer } else { r = try SceneRenderer.shared() }
        } catch { throw .render(error) }
        // The render's own layout is the last layout: no layout pass beyond the render's.
        var state = realize(wholeContentHeight: wholeContentHeight, finalLayout: false, renderer: r)
        let scene = state.scene
        let misuses = recordedMisuses
        guard misuses.isEmpty else { throw .misuse(misuses) }
        do throws(RenderError) {
            rendered = try ViewTreeBox.onMainActor { Result { () throws(RenderError) in try r.render(scene) } }.get()
        } catch { throw .render(error) }
        state.layout = rendered.layout
        adopt(state)
        rendered.diagnostics += renderNotes
        return rendered
    }

    /// The rendered image as PNG bytes.
    public func galleyPNGData(wholeContentHeight: Bool = false) throws(UIKitRenderError) -> [UInt8] {
        let rendered = try galleyRender(wholeContentHeight: wholeContentHeight)
        do throws(PNGError) { return try rendered.pngData() } catch { throw .render(.png(error)) }
    }
}

extension Bitmap {
    /// Rows `top ..< top + height` of the bitmap (clamped; transparent below the content).
    func cropped(top: Int, height h: Int) -> Bitmap {
        let start = max(min(top, height), 0)
        var px = [UInt8](repeating: 0, count: width * max(h, 1) * 4)
        let rows = max(min(h, height - start), 0)
        if rows > 0 { px.replaceSubrange(0..<(rows * width * 4), with: pixels[(start * width * 4)..<((start + rows) * width * 4)]) }
        return (try? Bitmap(width: width, height: max(h, 1), premultipliedPixels: px)) ?? self
    }
}
