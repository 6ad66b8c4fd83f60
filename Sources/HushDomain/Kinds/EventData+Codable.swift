import FoundationEssentials

/// `EventData`'s Codable, driven by each kind's ``EventPayload/fields``: every key of the kind is written
/// (`null` where unknown), in the order the fields are listed, and read back as the store reads its files.
extension EventData {
    struct FieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var writing = FieldEncoding(container: encoder.container(keyedBy: FieldKey.self))
        try visit(&writing).get()
    }

    init(kind: EventKind, from decoder: Decoder) throws {
        let data = try JSONValue(from: decoder)
        do {
            self = try EventData.read(kind: kind, data: data)
        } catch let damage as JSONField.Malformed {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad \(damage.what)"))
        }
    }

    private struct FieldEncoding: EventPayloadVisitor {
        var container: KeyedEncodingContainer<FieldKey>

        mutating func visit<Payload: EventPayload>(_ payload: Payload) -> Swift.Result<Void, Error> {
            do {
                for field in Payload.fields {
                    let key = FieldKey(stringValue: field.key)
                    switch field.value {
                    case .number(let get): try container.encode(get(payload), forKey: key)
                    case .text(let get): try container.encode(get(payload), forKey: key)
                    case .flag(let get): try container.encode(get(payload), forKey: key)
                    case .texts(let get): try container.encode(get(payload), forKey: key)
                    case .time(let get): try container.encode(get(payload).map(UTCText.format), forKey: key)
                    }
                }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
    }
}
