// The domain and the language are modules of their own below HushKit; what uses HushKit sees their
// types as before.
@_exported import HushDomain
@_exported import HushLanguage
@_exported import HushStore
