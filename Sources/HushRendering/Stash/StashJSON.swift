import HushDomain
import HushLanguage
import HushStore
import HushServices
/// `stash --json`: one object with the portions oldest first.
///
/// ```json
/// {"ok":true,"stash":[{"amount":4,"expired":false,"id":"…","place":"freezer","pumped_at":"…","thawed":false,"unit":"oz","use_by":"…"}]}
/// ```
package enum StashJSON {
    static func render(_ stash: MilkStash) -> String {
        let portions: [JSONValue] = stash.portions.map { portion in
            .object([
                "id": .string(portion.event.id),
                "place": .string(portion.place.rawValue),
                "amount": Int(exactly: portion.amount.value).map(JSONValue.integer) ?? .number(portion.amount.value),
                "unit": .string(portion.amount.unit.rawValue),
                "pumped_at": .string(UTCText.format((portion.event.end ?? portion.event.start).utc)),
                "thawed": .bool(portion.thawed),
                "use_by": .string(UTCText.format(portion.useBy)),
                "expired": .bool(portion.expired),
            ])
        }
        var writer = JSONLineWriter()
        writer.value(.object(["ok": .bool(true), "baby_id": .string(stash.baby.id), "stash": .array(portions)]))
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
