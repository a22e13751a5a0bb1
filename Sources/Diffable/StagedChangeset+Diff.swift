extension StagedChangeset {
    /// The staged changes that turn `source` into `target`, with content changes taken from
    /// `target`'s reload and reconfigure marks.
    ///
    /// Identifiers are matched with a hash table, as in Heckel's algorithm ("A technique for
    /// isolating differences between files", CACM 1978) and its uses in IGListKit and
    /// DifferenceKit; since identifiers are unique in a snapshot, the table is the source
    /// snapshot's own item index, probed with the hashes the target's index already holds, so
    /// nothing is hashed twice. Moves are found the way
    /// DifferenceKit finds them: walking the target, an item stays in place when it is the next
    /// untaken item of the section it came from, and moves otherwise.
    ///
    /// - Complexity: O(n + m) time and memory for n source and m target items (plus sorting the
    ///   marked items and sections).
    @inlinable public init<SectionIdentifierType, ItemIdentifierType>(
        source: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        target: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        // The target's table, with every position exact, so that the diff can take each target
        // item's hash from it instead of hashing the item again. The copy shares the table's
        // storage (copy-on-write), so nothing changes it after the lock is released, and no two
        // locks are ever held at once.
        // Only worth it when most target items need probing: indexing the target re-hashes its
        // unindexed items, and the table is walked whole.
        let useTargetTable =
            source.index !== target.index
            && 2 * Self.unsharedItemCount(source: source, target: target) >= target.numberOfItems
        let newLocations: IdentifierTable<ItemIdentifierType>? =
            !useTargetTable
            ? nil
            : target.withIndex { index in
                for t in target.sections.indices { target.indexSection(t, in: index) }
                return index.locations
            }
        self = source.withIndex { index in
            for s in source.sections.indices { source.indexSection(s, in: index) }
            return Self.diff(old: source, oldIndex: index, new: target, newLocations: newLocations)
        }
    }

    /// The diff proper; `oldIndex` is `old`'s index, fully repaired and locked by the caller.
    /// `newLocations`, when given, is `new`'s table with every position exact.
    @inlinable
    static func diff<S, I>(
        old: DiffableDataSourceSnapshot<S, I>, oldIndex: ItemIndex<I>, new: DiffableDataSourceSnapshot<S, I>,
        newLocations: IdentifierTable<I>? = nil
    ) -> StagedChangeset {
        let oldSections = old.sections
        let oldLocations = oldIndex.locations  // one read of the class property, not one per item
        let newSections = new.sections
        let m = oldSections.count
        let n = newSections.count

        // Sections: match by identifier.
        var sectionTarget = [Int](repeating: -1, count: m)
        var sectionSource = [Int](repeating: -1, count: n)
        for t in 0..<n {
            if let s = old.sectionIndex(of: newSections[t].identifier) {
                sectionTarget[s] = t
                sectionSource[t] = s
            }
        }

        var oldStart = [Int](repeating: 0, count: m + 1)
        for s in 0..<m { oldStart[s + 1] = oldStart[s] + oldSections[s].items.count }
        var newStart = [Int](repeating: 0, count: n + 1)
        for t in 0..<n { newStart[t + 1] = newStart[t] + newSections[t].items.count }
        let oldTotal = oldStart[m]
        let newTotal = newStart[n]

        // Items: match every target item against the source index. An item whose source section
        // is deleted goes with it and is inserted afresh.
        var oldTargetSection = [Int32](repeating: -1, count: oldTotal)
        var newSourceFlat = [Int](repeating: -1, count: newTotal)
        var newSourceSection = [Int32](repeating: -1, count: newTotal)
        // A section whose item array is still shared with the source (copy-on-write: the usual
        // case for sections an update did not touch) matches itself, unhashed.
        var probed = [Bool](repeating: true, count: n)
        var probedCount = newTotal
        for t in 0..<n {
            let s = sectionSource[t]
            guard s >= 0, Self.sharesStorage(oldSections[s].items, newSections[t].items) else { continue }
            probed[t] = false
            probedCount -= newStart[t + 1] - newStart[t]
            let s32 = Int32(truncatingIfNeeded: s)
            let t32 = Int32(truncatingIfNeeded: t)
            for j in 0..<(newStart[t + 1] - newStart[t]) {
                newSourceFlat[newStart[t] + j] = oldStart[s] + j
                newSourceSection[newStart[t] + j] = s32
                oldTargetSection[oldStart[s] + j] = t32
            }
        }
        // The rest are probed a batch at a time, hashes first: the probes are independent loads,
        // so many cache misses are in flight at once instead of one after another.
        let batch = 32
        var tags = [Int](repeating: 0, count: batch)
        if let newLocations, probedCount * 2 >= newLocations.count {
            // Most target items are probed: take their hashes from the target's table (walked in
            // bucket order) rather than hashing every item again.
            // (No nested functions here: capturing the arrays would box them, and every access
            // in this function would then pay for uniqueness and exclusivity checks.)
            var buckets = [Int](repeating: 0, count: batch)
            var targets = [Int](repeating: 0, count: batch)
            var pending = 0
            var b = 0
            let bucketCount = newLocations.bucketCount
            while b < bucketCount || pending > 0 {
                // Gather a batch of target items to probe, then probe it.
                while b < bucketCount && pending < batch {
                    let tag = newLocations.tag(at: b)
                    if tag != 0 {
                        let t = new.indexOfSlot[newLocations.location(at: b).slot]
                        if probed[t] {
                            tags[pending] = tag
                            buckets[pending] = b
                            targets[pending] = t
                            pending += 1
                        }
                    }
                    b += 1
                }
                for k in 0..<pending {
                    let (bucket, found) = oldLocations.find(newLocations.key(at: buckets[k]), tag: tags[k])
                    guard found else { continue }
                    let location = oldLocations.location(at: bucket)
                    let s = old.indexOfSlot[location.slot]
                    guard sectionTarget[s] >= 0 else { continue }
                    let t = targets[k]
                    let g = newStart[t] + newLocations.location(at: buckets[k]).position
                    let f = oldStart[s] + location.position
                    newSourceFlat[g] = f
                    newSourceSection[g] = Int32(truncatingIfNeeded: s)
                    oldTargetSection[f] = Int32(truncatingIfNeeded: t)
                }
                pending = 0
            }
        } else {
            for t in 0..<n where probed[t] {
                let base = newStart[t]
                newSections[t].items.withUnsafeBufferPointer { items in
                    var start = 0
                    while start < items.count {
                        let end = Swift.min(start + batch, items.count)
                        for j in start..<end { tags[j - start] = IdentifierTable<I>.tag(of: items[j]) }
                        for j in start..<end {
                            let (bucket, found) = oldLocations.find(items[j], tag: tags[j - start])
                            guard found else { continue }
                            let location = oldLocations.location(at: bucket)
                            let s = old.indexOfSlot[location.slot]
                            guard sectionTarget[s] >= 0 else { continue }
                            let f = oldStart[s] + location.position
                            newSourceFlat[base + j] = f
                            newSourceSection[base + j] = Int32(truncatingIfNeeded: s)
                            oldTargetSection[f] = Int32(truncatingIfNeeded: t)
                        }
                        start = end
                    }
                }
            }
        }

        // Stage 1: reloads and reconfigures of items that exist on both sides, at source paths.
        var firstStage = Changeset()
        func sourcePath(_ item: I) -> IndexPath? {
            // Marks only ever name items of `new` (deleting an item drops its marks).
            guard let location = oldLocations[item] else { return nil }
            let s = old.indexOfSlot[location.slot]
            return sectionTarget[s] >= 0 ? IndexPath(item: location.position, section: s) : nil
        }
        for item in new.reloadedItems.order {
            if let path = sourcePath(item) { firstStage.itemUpdated.append(path) }
        }
        for item in new.reconfiguredItems.order where !new.reloadedItems.members.contains(item) {
            if let path = sourcePath(item) { firstStage.itemReconfigured.append(path) }
        }
        firstStage.itemUpdated.sort()
        firstStage.itemReconfigured.sort()

        // Stage 2: section deletes, item deletes in surviving sections.
        var secondStage = Changeset()
        var stage2SectionIndex = [Int](repeating: -1, count: m)
        var stage3Position = [Int32](repeating: -1, count: oldTotal)
        var keptSections = 0
        for s in 0..<m {
            guard sectionTarget[s] >= 0 else {
                secondStage.sectionDeleted.append(s)
                continue
            }
            stage2SectionIndex[s] = keptSections
            keptSections += 1
            var kept: Int32 = 0
            for f in oldStart[s]..<oldStart[s + 1] {
                if oldTargetSection[f] < 0 {
                    secondStage.itemDeleted.append(IndexPath(item: f - oldStart[s], section: s))
                } else {
                    stage3Position[f] = kept
                    kept += 1
                }
            }
        }

        // Stage 3: section inserts and moves.
        var thirdStage = Changeset()
        var matchedSections: [Int] = []
        for t in 0..<n {
            if sectionSource[t] >= 0 { matchedSections.append(stage2SectionIndex[sectionSource[t]]) } else { thirdStage.sectionInserted.append(t) }
        }
        let sectionStays = Self.staying(matchedSections)
        var matchedIndex = 0
        for t in 0..<n where sectionSource[t] >= 0 {
            if !sectionStays[matchedIndex] {
                thirdStage.sectionMoved.append(Changeset.SectionMove(source: matchedSections[matchedIndex], target: t))
            }
            matchedIndex += 1
        }

        // Stage 4: item inserts and moves. Only items that stay in (the successor of) their own
        // section can stay in place; which of those stay is decided by `staying`.
        var fourthStage = Changeset()
        var candidates: [Int] = []
        var stays = [Bool](repeating: false, count: newTotal)
        for t in 0..<n {
            let s = Int32(truncatingIfNeeded: sectionSource[t])
            guard s >= 0 else { continue }
            candidates.removeAll(keepingCapacity: true)
            for g in newStart[t]..<newStart[t + 1] where newSourceSection[g] == s { candidates.append(newSourceFlat[g]) }
            let candidateStays = Self.staying(candidates)
            var c = 0
            for g in newStart[t]..<newStart[t + 1] where newSourceSection[g] == s {
                stays[g] = candidateStays[c]
                c += 1
            }
        }
        for t in 0..<n {
            for j in 0..<(newStart[t + 1] - newStart[t]) {
                let g = newStart[t] + j
                let f = newSourceFlat[g]
                if f < 0 {
                    fourthStage.itemInserted.append(IndexPath(item: j, section: t))
                } else if !stays[g] {
                    let from = IndexPath(item: Int(stage3Position[f]), section: sectionTarget[Int(newSourceSection[g])])
                    fourthStage.itemMoved.append(Changeset.ItemMove(source: from, target: IndexPath(item: j, section: t)))
                }
            }
        }

        // Stage 5: section reloads of sections that exist on both sides.
        var fifthStage = Changeset()
        for identifier in new.reloadedSections.order {
            if let t = new.sectionIndex(of: identifier), sectionSource[t] >= 0 { fifthStage.sectionUpdated.append(t) }
        }
        fifthStage.sectionUpdated.sort()

        return StagedChangeset([firstStage, secondStage, thirdStage, fourthStage, fifthStage].filter { !$0.isEmpty })
    }

    /// The number of target items whose section does not share its item array with the source's
    /// section of the same identifier (the items the diff has to look up).
    @inlinable
    static func unsharedItemCount<S, I>(source: DiffableDataSourceSnapshot<S, I>, target: DiffableDataSourceSnapshot<S, I>) -> Int {
        var count = 0
        for section in target.sections {
            if let s = source.sectionIndex(of: section.identifier), sharesStorage(source.sections[s].items, section.items) { continue }
            count += section.items.count
        }
        return count
    }

    /// Which of `positions` (distinct source positions, in target order) stay in place; the rest
    /// move. The staying ones keep their relative order, which is what a batch update needs.
    ///
    /// DifferenceKit keeps an item when it is the next source position not yet taken, i.e. a
    /// suffix minimum; the mirror rule keeps prefix maxima. Both are linear; this takes whichever
    /// keeps more, so moving the first item last costs one move, like moving the last item first.
    @inlinable
    static func staying(_ positions: [Int]) -> [Bool] {
        let count = positions.count
        var forward = [Bool](repeating: false, count: count)
        var backward = [Bool](repeating: false, count: count)
        var forwardKept = 0
        var backwardKept = 0
        var minimum = Int.max
        var i = count - 1
        while i >= 0 {
            if positions[i] < minimum {
                minimum = positions[i]
                forward[i] = true
                forwardKept += 1
            }
            i -= 1
        }
        var maximum = Int.min
        for i in 0..<count where positions[i] > maximum {
            maximum = positions[i]
            backward[i] = true
            backwardKept += 1
        }
        return backwardKept > forwardKept ? backward : forward
    }

    /// Whether two arrays are the same buffer (so they hold the same elements), without
    /// comparing any element.
    @inlinable
    static func sharesStorage<T>(_ a: [T], _ b: [T]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }
}
