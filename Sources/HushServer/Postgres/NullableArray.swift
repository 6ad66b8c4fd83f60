/// A PostgreSQL array parameter whose elements may be NULL, which PostgresNIO's own arrays cannot say:
/// a batch of records goes in one `INSERT … SELECT FROM unnest(…)`, and a deleted record has no body,
/// a membership no start time. ``PostgresData``'s `argument` writes it in the binary array format, a
/// NULL element as length -1 (texts and times, the two a batch needs).
///
/// ```swift
/// let bodies = try PostgresData.argument(NullableArray<String>(["{…}", nil]))   // text[]: '{…}' and NULL
/// ```
struct NullableArray<Element> {
    var elements: [Element?]

    init(_ elements: [Element?]) { self.elements = elements }
}
