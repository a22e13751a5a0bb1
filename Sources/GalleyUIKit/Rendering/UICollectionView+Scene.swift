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
        guard let a = layout?.attributes.first(where: { $0.representedElementKind == engineKind && $0.indexPath.section == indexPath.section }) else {
            return nil
        }
        return CGRect(x: a.frame.minX, y: a.frame.minY, width: a.frame.size.width, height: a.frame.size.height)
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

    /// Runs the section provider and the data source in UIKit's order — sections in order,
    /// each section's cells by index path, then its supplementary views — until the sections
    /// reach the bottom of the visible rect (all of them for `wholeContentHeight`), and makes
    /// the scene the pipeline renders.
    @discardableResult
    func realize(wholeContentHeight: Bool, finalLayout: Bool = true, renderer: SceneRenderer? = nil) -> CollectionLayoutState {
        let renderer = renderer ?? (try? SceneRenderer.shared())
        needsRealization = false
        renderNotes = []
        let traits = traitCollection
        let ids = galleyIdentifiers()
        let visibleBottom = contentOffset.y + bounds.height
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        var sections: [String: SectionContent] = [:]
        var items: [String: SceneItem] = [:]
        var realizedNow: [String: UICollectionViewCell] = [:]
        var order: [(key: String, indexPath: Foundation.IndexPath)] = []
        var supplementariesNow: [SupplementaryKey: UICollectionReusableView] = [:]
        var listStyle: ListStyle?
        let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout
        var layout: LayoutResult?
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
                for i in engineSection.boundarySupplementaryItems.indices {
                    engineSection.boundarySupplementaryItems[i].elementKind = Self.engineKind(engineSection.boundarySupplementaryItems[i].elementKind)
                }
                content.layout = .compositional(engineSection)
            }
            for (i, key) in section.items.enumerated() {
                let indexPath = Foundation.IndexPath(item: i, section: s)
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
                items[key] = SceneItem(cell.galleyElementContent(in: traits, notes: &renderNotes, place: "item \(key) at \(indexPath)"))
            }
            for kind in supplementaryKinds(of: layoutSection) {
                let indexPath = Foundation.IndexPath(item: 0, section: s)
                let supplementaryKey = SupplementaryKey(kind: kind, indexPath: indexPath)
                if let old = realizedSupplementaries[supplementaryKey] { enqueue(old, kind: kind) }
                guard let view = requestSupplementary(kind: kind, at: indexPath) else { continue }
                (view as? UICollectionViewCell)?.updateConfigurationIfNeeded()
                supplementariesNow[supplementaryKey] = view
                if let c = view.supplementaryContent as? UIListContentConfiguration {
                    let list = c.listContentConfiguration(in: traits)
                    if kind == Self.elementKindSectionHeader {
                        content.header = list.text ?? ""
                        content.headerVariant = list.design.variant
                    } else if kind == Self.elementKindSectionFooter {
                        content.footer = list.text ?? ""
                        content.footerVariant = list.design.variant
                    }
                } else if let cell = view as? UICollectionViewCell, kind != Self.elementKindSectionHeader, kind != Self.elementKindSectionFooter {
                    content.supplementaries[Self.engineKind(kind)] = SceneItem(
                        cell.galleyElementContent(in: traits, notes: &renderNotes, place: "section \(section.id) \(kind)"))
                } else {
                    renderNotes.append("section \(section.id): the \(kind) view \(type(of: view)) has no list content configuration; drawn empty")
                }
            }
            sections[section.id] = content
            if !wholeContentHeight, s < ids.count - 1 {
                // Stop once the realised sections reach the bottom of the visible rect.
                let partial = makeScene(snapshot: snapshot, sections: sections, items: items, list: listStyle, traits: traits, height: nil)
                if let laidOut = try? renderer?.displayList(for: partial).0, CGFloat(laidOut.contentSize.height) >= visibleBottom {
                    layout = laidOut
                    break
                }
            }
        }
        // Cells no longer shown go back to the reuse queues.
        for (key, cell) in realizedCells where realizedNow[key] == nil { enqueue(cell, kind: Self.elementKindCell) }
        for (key, view) in realizedSupplementaries where supplementariesNow[key] == nil && !supplementariesNow.values.contains(where: { $0 === view }) {
            enqueue(view, kind: key.kind)
        }
        realizedCells = realizedNow
        realizedOrder = order
        realizedSupplementaries = supplementariesNow
        let scene = makeScene(
            snapshot: snapshot, sections: sections, items: items, list: listStyle, traits: traits, height: wholeContentHeight ? nil : Double(bounds.height))
        if finalLayout, layout == nil || wholeContentHeight { layout = try? renderer?.displayList(for: scene).0 }
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
        var state = realize(wholeContentHeight: wholeContentHeight || contentOffset.y != 0, finalLayout: false, renderer: r)
        let scene = state.scene
        let misuses = recordedMisuses
        guard misuses.isEmpty else { throw .misuse(misuses) }
        do throws(RenderError) {
            rendered = try r.render(scene)
        } catch { throw .render(error) }
        state.layout = rendered.layout
        adopt(state)
        rendered.diagnostics += renderNotes
        if !wholeContentHeight, contentOffset.y != 0 {
            // What the frame shows at the offset: the whole content, cropped.
            let scale = scene.traits.scale
            let top = Int((Double(contentOffset.y) * scale).rounded()), h = Int((Double(bounds.height) * scale).rounded())
            rendered.bitmap = rendered.bitmap.cropped(top: top, height: h)
            rendered.diagnostics.append("rendered at content offset \(contentOffset.y): pinned headers are drawn where they are at offset zero")
        }
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
