// The assertions sit on Golden (store, strategies, comparison, record modes); re-exported so a
// test file needs `import GalleyTesting` alone to name `.image`, `GoldenStore` or `ImageComparator`.
@_exported import Golden
