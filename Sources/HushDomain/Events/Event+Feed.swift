import FoundationEssentials

extension Event {
    /// A bottle counts as a feed once feeding started or it was finished; a prepared bottle is not a feed yet.
    ///
    /// ```swift
    /// preparedBottle.isFeed   // false until "feeding" or "finished"
    /// ```
    public var isFeed: Bool {
        guard let bottle = data.bottle else { return kind == .eat }
        return !bottle.discarded && (bottle.feedingStartedAt != nil || end != nil)
    }

    /// When a feed began: for a bottle, when feeding started; for anything else, its start.
    public var feedTime: Date { data.bottle?.feedingStartedAt ?? start.utc }
}
