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
    var kind: String        // "" for cells
    var section: String     // "" for cells: items are unique across sections
    var item: String        // item identifier, or the index for supplementaries
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

    init(_ e: LayoutEnvironment, sectionIdentifier: String, sectionIndex: Int, revision: Int, scrollDirection: ScrollDirection) {
        containerSize = e.containerSize; displayScale = e.displayScale; safeAreaInsets = e.safeAreaInsets
        layoutMargins = e.layoutMargins; readableContentWidth = e.readableContentWidth; traits = e.traits
        orthogonalOffset = e.orthogonalScrollOffsets[sectionIdentifier] ?? 0
        self.sectionIndex = sectionIndex; configurationRevision = revision; self.scrollDirection = scrollDirection
    }
}

struct SectionCacheEntry {
    var content: LayoutSectionContent
    var key: SectionEnvironmentKey
    var geometry: SectionGeometry
}

/// Measurements and section geometry kept between passes.
///
/// Measurements are keyed by identity, revision and the proposed size, so a width change
/// misses (and measures again) exactly the elements whose proposal changed; a reconfigured
/// item (revision bumped) misses alone. Section geometry is keyed by section identity, its
/// content, the environment and the configuration revision. Entries unused for a pass are dropped.
final class LayoutCache {
    var measurements: [MeasurementKey: (size: Size, pass: Int)] = [:]
    var sections: [String: SectionCacheEntry] = [:]
    var traits: LayoutTraits? = nil
    var pass = 0
    var statistics = LayoutStatistics()

    func beginPass(traits: LayoutTraits) {
        pass += 1
        statistics = LayoutStatistics()
        if self.traits != traits {
            // Text size or appearance changed: every measurement may differ.
            measurements.removeAll(keepingCapacity: true)
            sections.removeAll(keepingCapacity: true)
            self.traits = traits
        }
    }

    func endPass(usedSections: Set<String>) {
        if sections.count > usedSections.count {
            sections = sections.filter { usedSections.contains($0.key) }
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
