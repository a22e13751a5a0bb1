extension String {
    /// The text `bytes` spell in UTF-8, or nil if they are not valid UTF-8 (overlong forms,
    /// surrogates, stray or missing continuation bytes).
    ///
    /// The same answer as `String(validating:as: UTF8.self)`, which needs macOS 15; this one
    /// runs on the macOS 14 the package declares.
    public init?(utf8Bytes bytes: some Collection<UInt8>) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            guard let s = String(validating: bytes, as: UTF8.self) else { return nil }
            self = s
        } else {
            guard let s = String.validatingByRepairCheck(bytes) else { return nil }
            self = s
        }
    }

    /// Decoding replaces each invalid sequence with U+FFFD, so the result spells exactly the
    /// input bytes only when there was nothing to replace.
    static func validatingByRepairCheck(_ bytes: some Collection<UInt8>) -> String? {
        let s = String(decoding: bytes, as: UTF8.self)
        return s.utf8.elementsEqual(bytes) ? s : nil
    }
}
