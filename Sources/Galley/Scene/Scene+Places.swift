import Layout

// Where in a scene an element is, as the JSON path of its file: render errors and diagnostics
// name `sections[1].items[3] (id "wifi")`, so a user finds the line to fix. Scene files keep
// the snapshot's order, so the snapshot's positions are the JSON indices (and, for a scene
// built in Swift, the positions in its snapshot).
extension Scene {
    /// `sections[1] (id "network")`; the bare identifier for a section not in the snapshot.
    func place(ofSection identifier: String) -> String {
        guard let i = snapshot.indexOfSection(identifier) else { return "section \(quoted(identifier))" }
        return "sections[\(i)] (id \(quoted(identifier)))"
    }

    /// `sections[1].items[3] (id "wifi")`.
    func place(ofItem identifier: String) -> String {
        guard let p = snapshot.indexPath(for: identifier) else {
            // An ad slot: `sections[2].ads.loaded[1] (id "cards#ad1")`.
            if let hash = identifier.lastIndex(of: "#"), identifier[identifier.index(after: hash)...].hasPrefix("ad"),
                let slot = Int(identifier[identifier.index(hash, offsetBy: 3)...]),
                let i = snapshot.indexOfSection(String(identifier[..<hash]))
            {
                return "sections[\(i)].ads.loaded[\(slot)] (id \(quoted(identifier)))"
            }
            return "item \(quoted(identifier))"
        }
        return "sections[\(p.section)].items[\(p.item)] (id \(quoted(identifier)))"
    }

    /// Where `element` is in the scene, as render errors and audit findings name it: a cell is
    /// its item (`sections[1].items[3] (id "wifi")`); a header or footer is
    /// `sections[1].header (id "network")`, another supplementary
    /// `sections[1].supplementaries.badge (id "network")`.
    public func place(of element: LayoutElementReference) -> String {
        switch element.category {
        case .cell:
            return element.itemIdentifier.map(place(ofItem:)) ?? place(ofSection: element.sectionIdentifier)
        case .supplementaryView(let kind):
            // Other kinds show the section's `supplementaries` entry for the kind.
            let key =
                kind == ElementKind.sectionHeader ? "header" : kind == ElementKind.sectionFooter ? "footer" : "supplementaries.\(kind)"
            guard let i = snapshot.indexOfSection(element.sectionIdentifier) else { return "\(key) of section \(quoted(element.sectionIdentifier))" }
            return "sections[\(i)].\(key) (id \(quoted(element.sectionIdentifier)))"
        case .decorationView(let kind):
            return "\(kind) of \(place(ofSection: element.sectionIdentifier))"
        }
    }

    /// Where a layout error points: its item, else its section, else the traits (the container).
    func place(of error: LayoutError) -> String {
        if let item = error.item { return place(ofItem: item) }
        if let section = error.section { return place(ofSection: section) }
        return "traits"
    }

    /// `error`, with this scene's file and `place`.
    func locate(_ error: RenderError, at place: String?) -> RenderError {
        if case .located = error { return error }
        return .located(file: file, place: place, error)
    }
}
