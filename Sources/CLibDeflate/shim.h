// libdeflate, which writes the store's gzip files (daily snapshots, `backup to FILE.gz`) about three times
// as fast as zlib at the same level; linked from Debian's static archive (Package.swift).
#include <libdeflate.h>
