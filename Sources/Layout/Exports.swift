// Layout speaks in Geometry's types (`Size`, `Rect`, `IndexPath`, `LayoutDirection`, the trait
// enums); re-exported so `import Layout` alone is enough, as the README's example assumes.
@_exported import Geometry
