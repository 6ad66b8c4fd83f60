import FoundationEssentials

extension Session {
    /// The names speech keeps as written (``SpeechRenderer/names``): the babies', the person's, and
    /// everyone's in the babies' circles.
    ///
    /// ```swift
    /// SpeechRenderer(names: session.spokenNames).error("Mia isn't asleep")   // "Sorry, Mia isn't asleep."
    /// ```
    public var spokenNames: Set<String> {
        var names = Set(store.state.babies.map(\.name))
        names.insert(person)
        for member in store.state.entities[Membership.kind]?.values ?? [:].values {
            if let name = member["person"]?.string { names.insert(name) }
        }
        return names
    }
}
