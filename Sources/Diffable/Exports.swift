// `IndexPath` lives in Geometry (one type for Diffable and Layout); re-exported so
// `import Diffable` alone still names it.
@_exported import Geometry
