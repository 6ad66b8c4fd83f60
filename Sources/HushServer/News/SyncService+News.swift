import Foundation
import HushKit

/// `GET /v1/news?after=SEQ`: what other devices changed since `SEQ`, in words (``NewsWording``), for the
/// phone app to show as "Leanne: Logged pee at 3:02 AM". It reads exactly what the caller's pull would
/// (the permission table), and leaves out the caller's own changes: its device's, and its person's store's
/// (lines said through `/v1/say` from any of their devices).
extension SyncService {
    /// The most changes one request looks through, back from the newest: a phone that was away longer
    /// reads the dashboard, not a week of news; and the request costs one page of the ledger at most.
    static let newsReach = 2_000
    /// The most items one answer holds (the newest ones): a page shows a few lines, not a history.
    static let newsItems = 50

    /// ```swift
    /// try await service.news(after: 40, for: device, ownStore: "v…", calendar: calendar, now: now)
    /// // {"latest": 44, "items": [{"seq": 43, "person": "Leanne", "text": "Logged pee at 3:02 AM", "at": "…"}]}
    /// ```
    func news(after seq: Int, for device: DeviceRecord, ownStore: String?, calendar: ZonedCalendar, now: Date) async throws -> AppMessages.News {
        let latest = try await ledger.latestSeq(household: device.household)
        let start = max(0, seq, latest - Self.newsReach)
        guard start < latest else { return AppMessages.News(latest: latest, items: []) }
        let page = try await pull(after: start, device: device)
        let items = page.changes.filter { $0.device != device.id && $0.device != ownStore }.compactMap { change -> AppMessages.NewsItem? in
            guard let text = NewsWording.text(change.change, calendar: calendar, now: now) else { return nil }
            // Plain text for the page, which inserts it as text; control characters escaped as `/v1/say`'s are.
            return AppMessages.NewsItem(seq: change.seq, person: TerminalText.escaped(change.person), text: TerminalText.escaped(text),
                                        at: change.change.at)
        }
        return AppMessages.News(latest: max(latest, page.next), items: Array(items.suffix(Self.newsItems)))
    }
}
