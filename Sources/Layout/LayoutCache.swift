import Geometry

/// Counters a layout keeps so tests and benchmarks can see what a pass did.
public struct LayoutStatistics: Hashable, Sendable {
    /// Calls made to the measurer in the last pass.
    public var measurerCalls = 0
    /// Measurements answered from the cache in the last pass.
    public var measurementCacheHits = 0
    /// Sections whose geometry was reused whole in the last pass.
    public var sectionCacheHits = 0
    /// Sections laid out afresh in the last pass.
    public var sectionsLaidOut = 0
}

/// The key of one measurement: who (item identity, or section + kind + index for
/// supplementaries), at which content revision, fitted to which proposal.
struct MeasurementKey: Hashable {
    /// Whose measurement: an item (its identifier, or its index for supplementaries of an
    /// item without one) or the section.
    enum Owner: Hashable {
        case section
        case item(String)
    }

    var kind: String  // "" for cells
    var section: String  // "" for cells: items are unique across sections
    var owner: Owner
    var revision: Int
    var proposal: SizingProposal
}

/// Everything other than the section content that a section's geometry depends on.
struct SectionEnvironmentKey: Hashable {
    var containerSize: Size
    var displayScale: Double
    var safeAreaInsets: DirectionalEdgeInsets
    var layoutMargins: DirectionalEdgeInsets
    var readableContentWidth: Double
    var traits: LayoutTraits
    var orthogonalOffset: Double
    var sectionIndex: Int
    var configurationRevision: Int
    var scrollDirection: ScrollDirection
    /// Geometry is direction-free, but a section provider may answer differently per direction.
    var layoutDirection: LayoutDirection

    init(_ e: LayoutEnvironment, sectionIdentifier: String, sectionIndex: Int, revision: Int, scrollDirection: ScrollDirection) {
        containerSize = e.containerSize; displayScale = e.displayScale; safeAreaInsets = e.safeAreaInsets
        layoutMargins = e.layoutMargins; readableContentWidth = e.readableContentWidth; traits = e.traits
        orthogonalOffset = e.orthogonalScrollOffsets[sectionIdentifier] ?? 0
        self.sectionIndex = sectionIndex; configurationRevision = revision; self.scrollDirection = scrollDirection
        layoutDirection = e.layoutDirection
    }
}

/// One cell measurement, remembered at the item's position.
struct CellMeasurement {
    var identifier: String
    var revision: Int
    var proposal: SizingProposal
    var size: Size
}

/// A section's cell measurements, stored by position and verified by identity.
///
/// A cold pass appends without hashing; a warm pass finds each item where it was last time
/// (same identifier, revision and proposal). Only when an item is not at its old position
/// (inserted, moved) is an identity index built from the previous pass and consulted.
final class SectionMeasurementStore {
    private(set) var previous: [CellMeasurement?] = []
    private var previousExtra: [MeasurementKey: Size] = [:]
    private var current: [CellMeasurement?] = []
    private var extra: [MeasurementKey: Size] = [:]
    private var index: [MeasurementKey: Size]? = nil

    func begin(count: Int) {
        current = Array(repeating: nil, count: count)
        extra = [:]
        index = nil
    }

    func end() {
        previous = current
        previousExtra = extra
        current = []
        extra = [:]
        index = nil
    }

    /// The size measured for this item and proposal, this pass or the last.
    func lookup(item: Int, identifier: String, revision: Int, proposal: SizingProposal) -> Size? {
        if item < current.count, let e = current[item] {
            if e.proposal == proposal && e.revision == revision && e.identifier == identifier { return e.size }
            if let s = extra[key(identifier, revision, proposal)] { return s }
        }
        if item < previous.count, let e = previous[item],
            e.proposal == proposal && e.revision == revision && e.identifier == identifier
        {
            record(item: item, e)
            return e.size
        }
        if previous.isEmpty && previousExtra.isEmpty { return nil }
        if index == nil {
            var built = previousExtra
            built.reserveCapacity(previous.count + previousExtra.count)
            for case let e? in previous { built[key(e.identifier, e.revision, e.proposal)] = e.size }
            index = built
        }
        guard let s = index?[key(identifier, revision, proposal)] else { return nil }
        record(item: item, CellMeasurement(identifier: identifier, revision: revision, proposal: proposal, size: s))
        return s
    }

    func record(item: Int, _ e: CellMeasurement) {
        guard item < current.count else { return }
        if current[item] == nil || current[item]?.proposal == e.proposal {
            current[item] = e
        } else {
            extra[key(e.identifier, e.revision, e.proposal)] = e.size
        }
    }

    private func key(_ id: String, _ revision: Int, _ proposal: SizingProposal) -> MeasurementKey {
        MeasurementKey(kind: "", section: "", owner: .item(id), revision: revision, proposal: proposal)
    }
}

/// Where a section's attributes were placed: reusing them needs the same place.
struct AssemblyKey: Hashable {
    var start: Double
    var sectionIndex: Int
    var direction: LayoutDirection
    var contentOffset: Point
}

struct SectionCacheEntry {
    var content: LayoutSectionContent
    var key: SectionEnvironmentKey
    var geometry: SectionGeometry
    /// The section's finished attributes from the last pass, and where they were placed.
    var assembled: [LayoutAttributes] = []
    var assembledKey: AssemblyKey? = nil
}

/// Measurements and section geometry kept between passes.
///
/// Measurements are keyed by identity, revision and the proposed size, so a width change
/// misses (and measures again) exactly the elements whose proposal changed; a reconfigured
/// item (revision bumped) misses alone. Cell measurements live in a store per section
/// (`SectionMeasurementStore`); a section's store keeps what its last layout used. Section geometry is keyed by section identity, its
/// content, the environment and the configuration revision. Entries unused for a pass are dropped.
final class LayoutCache {
    /// Supplementary measurements (few) by key.
    var measurements: [MeasurementKey: (size: Size, pass: Int)] = [:]
    /// Cell measurements by section identity.
    var cellMeasurements: [String: SectionMeasurementStore] = [:]
    var sections: [String: SectionCacheEntry] = [:]

    /// The cell measurement store of a section (made on first use).
    func store(for section: String) -> SectionMeasurementStore {
        if let s = cellMeasurements[section] { return s }
        let s = SectionMeasurementStore()
        cellMeasurements[section] = s
        return s
    }

    func removeAll() {
        measurements.removeAll(keepingCapacity: true)
        cellMeasurements.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
    }
    var traits: LayoutTraits? = nil
    var pass = 0
    var statistics = LayoutStatistics()

    func beginPass(traits: LayoutTraits) {
        pass += 1
        statistics = LayoutStatistics()
        if self.traits != traits {
            // Text size or appearance changed: every measurement may differ.
            removeAll()
            self.traits = traits
        }
    }

    func endPass(usedSections: Set<String>) {
        if sections.count > usedSections.count {
            sections = sections.filter { usedSections.contains($0.key) }
        }
        if cellMeasurements.count > usedSections.count {
            cellMeasurements = cellMeasurements.filter { usedSections.contains($0.key) }
        }
        // Sections served from the cache did not touch their measurements; keep those too.
        if statistics.sectionCacheHits == 0 && measurements.count > 0 {
            let current = pass
            if measurements.contains(where: { $0.value.pass != current }) {
                measurements = measurements.filter { $0.value.pass == current }
            }
        }
    }
}
