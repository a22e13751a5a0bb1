import Support

/// Where an item lives: its section's stable slot and its position in that section.
/// Stored as 32-bit numbers so that a table bucket stays small (a snapshot holds fewer than
/// 2³¹ items and section slots; more traps).
@usableFromInline
struct ItemLocation: Sendable {
    @usableFromInline var storedSlot: Int32
    @usableFromInline var storedPosition: Int32

    /// Stable key of the item's section (see `DiffableDataSourceSnapshot.indexOfSlot`).
    @inlinable var slot: Int {
        get { Int(storedSlot) }
        set { storedSlot = Int32(newValue) }
    }

    /// Position in the section; exact when below the section's indexed prefix.
    @inlinable var position: Int {
        get { Int(storedPosition) }
        set { storedPosition = Int32(newValue) }
    }

    @inlinable init(slot: Int, position: Int) {
        storedSlot = Int32(slot)
        storedPosition = Int32(position)
    }
}

/// A snapshot's item index: item → location, plus, per section slot, how many leading positions
/// are known to be exact (`prefixBySlot[slot]`: for every `j` below it,
/// `locations[items[j]].position == j`).
///
/// Snapshots share an index copy-on-write. Reading a snapshot may still repair positions past a
/// section's prefix (which changes no answer, only how fast the next one comes), so readers take
/// the lock; a mutating snapshot first makes its index unique and then needs no lock.
@usableFromInline
final class ItemIndex<Item: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline var locations: IdentifierTable<Item>
    @usableFromInline var prefixBySlot: [Int]
    @usableFromInline let lock = Locked(())

    @inlinable init(locations: IdentifierTable<Item> = IdentifierTable(), prefixBySlot: [Int] = []) {
        self.locations = locations
        self.prefixBySlot = prefixBySlot
    }

    /// Runs `body` holding the lock.
    @inlinable func withLock<R, E: Error>(_ body: (ItemIndex) throws(E) -> R) throws(E) -> R {
        try lock.withLock { (_) throws(E) -> R in try body(self) }
    }

    /// An independent copy, taken under the lock (a reader may be repairing this one).
    @inlinable func copy() -> ItemIndex {
        withLock { ItemIndex(locations: $0.locations, prefixBySlot: $0.prefixBySlot) }
    }
}
