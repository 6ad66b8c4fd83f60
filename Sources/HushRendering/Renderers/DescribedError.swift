import HushDomain
import HushLanguage
import HushStore
import HushServices

/// An error from a layer above the renderers (dispatch, sync) that says itself: the message and, when
/// known, where in the line.
///
/// ```swift
/// extension LinkError: DescribedError { var described: (message: String, range: SourceRange?) { (message, nil) } }
/// ```
public protocol DescribedError: Error {
    var described: (message: String, range: SourceRange?) { get }
}
