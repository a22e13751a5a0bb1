// The types a scene is made of come from the lower targets; `import Galley` brings them along,
// so a test file needs one import (as `import SnapshotTesting` does).
@_exported import Content
@_exported import Diffable
@_exported import Geometry
@_exported import Raster
