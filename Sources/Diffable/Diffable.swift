/// Diffable data: snapshots of section and item identifiers. See DiffableDataSourceSnapshot.swift.
