import FoundationEssentials

extension EventPayload {
    /// What is wrong with a record's `data` object by this kind's own field list (``fields``): a value of
    /// another type than the field's, `null` where the field is never null, a number that is negative or
    /// not finite, a time that is not UTC text. A missing field is not wrong: records written before the
    /// field existed still read. The lenient readers (``EventDataField/number(in:)``) take such a value as
    /// absent; a record that travels between devices is held to the list instead, so what one device
    /// stores, every device reads the same way.
    ///
    /// ```swift
    /// EventData.Bottle.fieldProblem(in: ["amount_prepared": "four"])   // "amount_prepared is not a number"
    /// ```
    public static func fieldProblem(in data: JSONValue) -> String? {
        guard case .object(let members) = data else { return "data is not an object" }
        for field in fields {
            guard let value = members[field.key] else { continue }
            if value.isNull {
                if field.nullable { continue }
                return "\(field.key) is null"
            }
            switch field.value {
            case .number:
                guard let number = value.number else { return "\(field.key) is not a number" }
                guard number.isFinite, number >= 0 else { return "\(field.key) is not a number from 0 up" }
            case .text:
                guard value.string != nil else { return "\(field.key) is not text" }
            case .flag:
                guard case .bool = value else { return "\(field.key) is not true or false" }
            case .texts:
                guard let items = value.array, items.allSatisfy({ $0.string != nil }) else { return "\(field.key) is not a list of text" }
            case .time:
                guard value.string.flatMap(UTCText.parse) != nil else { return "\(field.key) is not a UTC time" }
            }
        }
        return nil
    }
}
