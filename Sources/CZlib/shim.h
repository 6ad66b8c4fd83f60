// zlib, for the store's gzip'd daily snapshots. Installed wherever Swift is (the toolchain needs it).
#include <zlib.h>
