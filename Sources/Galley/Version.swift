/// Galley's version, the one place it is written: `galley --version` prints it.
/// Semantic versioning; the scene and display-list formats carry their own `version`.
public let galleyVersion = "0.9.0"
