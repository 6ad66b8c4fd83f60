import HushDomain
/// The store keeps an ``Entity`` as one of its records.
extension EntityConvertible {
    public var record: StoreRecord { .entity(entity) }
}
