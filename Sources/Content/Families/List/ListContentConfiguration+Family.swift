extension ListContentConfiguration {
    /// The list family's descriptor: one kind per variant. Its design is the design model's own
    /// `elements.list` (by variant) and `elements.accessories`, so it registers no element design.
    public static let descriptor = ContentFamily(ListContentConfiguration.self, kinds: kinds)
}
