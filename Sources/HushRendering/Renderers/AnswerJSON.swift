import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// The JSON answers' common shape: `ok` and whichever fields the answer fills, keys sorted.
package struct AnswerJSON {
    static func text(_ value: some Encodable) throws -> String {
        String(decoding: try StoreFormat.encoder().encode(value), as: UTF8.self)
    }
}
