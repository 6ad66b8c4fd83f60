import Foundation

/// An event record as a hostile server could send it, written as the store's record JSON with the values
/// given as raw JSON text (`1e300`, `null`, `4611686018427387904`), so nothing on the way rounds them.
///
/// ```swift
/// HostileRecord.bottle(prepared: "1e300", remaining: "0", unit: "oz").json(baby: babyID, index: 0)
/// ```
struct HostileRecord {
    var type: String
    var data: String
    var start: String
    var end: String

    /// An ordinary moment today (2026-01-02, 1 PM in New York) unless told otherwise.
    static let today = time("2026-01-02T18:00:00Z")

    static func time(_ utc: String, offset: Int = -18_000) -> String { time(utc, offset: String(offset)) }

    static func time(_ utc: String, offset: String) -> String {
        #"{"offset_seconds":\#(offset),"timezone":"America/New_York","utc":"\#(utc)"}"#
    }

    static func bottle(prepared: String, remaining: String, unit: String, feedingStarted: String = "null", useBy: String = "null") -> HostileRecord {
        HostileRecord(type: "eat", data: #"{"amount_prepared":\#(prepared),"amount_remaining":\#(remaining),"contents":"formula","discarded":false,"#
                          + #""feeding_started_at":\#(feedingStarted),"method":"bottle","refrigerated":false,"stash_id":null,"#
                          + #""stash_use_by":\#(useBy),"thawed":false,"unit":"\#(unit)"}"#,
                      start: today, end: today)
    }

    static func pump(amount: String) -> HostileRecord {
        HostileRecord(type: "pump", data: #"{"amount":\#(amount),"left_amount":\#(amount),"right_amount":\#(amount),"stash_used":\#(amount),"#
                          + #""stash_wasted":\#(amount),"storage":"freezer","thawed_at":null,"unit":"ml"}"#,
                      start: today, end: today)
    }

    static func sleep(start: String, end: String) -> HostileRecord {
        HostileRecord(type: "sleep", data: "{}", start: start, end: end)
    }

    static func diaper(at moment: String) -> HostileRecord {
        HostileRecord(type: "diaper", data: #"{"contents":"wet"}"#, start: moment, end: "null")
    }

    /// Eddie's settings with every length of time `minutes` and a default bottle of `bottle` ounces.
    static func settings(minutes: String, bottle: String = "4") -> String {
        let keys = ["day_start_minutes", "expiry_feeding_minutes", "expiry_fridge_minutes", "expiry_room_minutes", "expiry_milk_room_minutes",
                    "expiry_milk_fridge_minutes", "expiry_milk_freezer_months", "expiry_thawed_fridge_minutes", "expiry_thawed_room_minutes",
                    "expiry_milk_feeding_minutes"]
        return "{" + keys.map { #""\#($0)":\#(minutes),"# }.joined() + #""default_bottle":{"unit":"oz","value":\#(bottle)},"units":"oz"}"#
    }

    /// The record, for `baby`, with an id of its own.
    func json(baby: String, index: Int) -> String {
        let id = "01900000-0000-7000-8000-" + String(repeating: "0", count: 12 - String(index).count) + String(index)
        return #"{"event":{"baby_id":"\#(baby)","created_at":"2026-01-02T18:00:00Z","data":\#(data),"deleted_at":null,"end_time":\#(end),"#
            + #""event_type":"\#(type)","id":"\#(id)","logged_by":"Mallory","notes":null,"start_time":\#(start),"updated_at":"2026-01-02T18:00:00Z"}}"#
    }
}
