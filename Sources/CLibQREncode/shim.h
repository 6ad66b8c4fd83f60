// libqrencode (Debian's libqrencode-dev), which turns `add device`'s link into a QR code's modules.
// Only hush-net links it: `hush` hands the drawing to hush-net, so one-shot commands load nothing more.
#ifndef HUSH_CLIBQRENCODE_SHIM_H
#define HUSH_CLIBQRENCODE_SHIM_H

#include <stdbool.h>
#include <qrencode.h>

#pragma clang assume_nonnull begin

/// Whether the module at column `x`, row `y` of `code` is dark. libqrencode keeps each module as one byte
/// whose lowest bit is the colour; the other bits say what the module is part of, which a drawing ignores.
static inline bool hush_qr_module_is_dark(const QRcode *code, int x, int y) {
    return (code->data[y * code->width + x] & 1) != 0;
}

#pragma clang assume_nonnull end

#endif
