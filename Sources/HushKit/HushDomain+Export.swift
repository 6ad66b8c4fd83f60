// The domain is its own module below HushKit; what uses HushKit sees its types as before.
@_exported import HushDomain
