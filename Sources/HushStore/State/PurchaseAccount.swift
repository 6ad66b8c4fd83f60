import FoundationEssentials
import HushDomain

/// The simulated App Store account that holds the one-time Premium purchase (Better Morning 6.1, 12).
/// It lives outside any store, as a real purchase lives with the account, not the app's data: `reset
/// all data` never touches it, and a new store (a reinstall) gets it back with `restore purchases`.
///
/// The file is `$HUSH_ACCOUNT`, else `$XDG_STATE_HOME/hush/account.json`, else
/// `~/.local/state/hush/account.json`:
///
/// ```json
/// {"format":"hush-account","purchases":[{"product":"premium","price":"0.99","purchased_at":"2026-01-05T12:00:00Z"}]}
/// ```
public struct PurchaseAccount: Sendable {
    public static let premium = "premium"
    public let path: String

    public init(path: String) { self.path = path }

    public init(environment: [String: String]) {
        if let named = environment["HUSH_ACCOUNT"], !named.isEmpty {
            path = named
        } else if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            path = state + "/hush/account.json"
        } else {
            path = (environment["HOME"] ?? UserAccount.home()) + "/.local/state/hush/account.json"
        }
    }

    /// True when the account has bought `product`.
    public func owns(_ product: String = Self.premium) throws -> Bool {
        try purchases().contains { $0["product"]?.string == product }
    }

    /// Records a purchase (durably: a paid purchase must not be lost to a crash).
    public func record(_ product: String = Self.premium, price: String, at date: Date) throws {
        guard try !owns(product) else { return }
        var items = try purchases()
        items.append(.object(["product": .string(product), "price": .string(price), "purchased_at": .string(UTCText.format(date))]))
        var writer = JSONLineWriter()
        writer.value(.object(["format": .string("hush-account"), "purchases": .array(items)]))
        writer.newline()
        let folder = PathText.folder(of: path)
        if !folder.isEmpty { try DurableFile.makeDirectory(folder) }
        try DurableFile.replace(path, with: writer.data, sync: true)
    }

    private func purchases() throws -> [JSONValue] {
        guard let data = try DurableFile.read(path) else { return [] }
        guard let json = try? JSONValue.parse(data), json["format"]?.string == "hush-account" else {
            throw StoreError.io(path: path, reason: "the purchase account file is damaged (not hush-account JSON)")
        }
        return json["purchases"]?.array ?? []
    }
}
