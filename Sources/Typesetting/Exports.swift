// Typesetting's API speaks in Geometry's types (`Point`, `Color`, `ContentSizeCategory`);
// re-exported so `import Typesetting` alone is enough.
@_exported import Geometry
