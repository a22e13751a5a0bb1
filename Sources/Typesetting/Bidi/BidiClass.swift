/// Bidi_Class (UAX #9 table 4), in the order the generated table numbers them.
public enum BidiClass: UInt8, Sendable, CaseIterable {
    case L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON
    case LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    /// The class named as in the UCD's short aliases ("L", "NSM", "FSI", …).
    public init?(name: String) {
        guard let c = BidiClass.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = c
    }

    /// Removed by rule X9: embeddings, overrides, PDF and boundary neutrals.
    @inline(__always) var isRemovedByX9: Bool {
        switch self {
        case .LRE, .LRO, .RLE, .RLO, .PDF, .BN: return true
        default: return false
        }
    }

    @inline(__always) var isIsolateInitiator: Bool { self == .LRI || self == .RLI || self == .FSI }
}
