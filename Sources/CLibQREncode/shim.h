// libqrencode (Debian's libqrencode-dev), which turns `add device`'s link into a QR code's modules.
// Opened with dlopen when a code is drawn, not linked: every one-shot command would otherwise load it (and
// the libraries it needs) at start, for the one command that draws. The header still gives the types.
#ifndef HUSH_CLIBQRENCODE_SHIM_H
#define HUSH_CLIBQRENCODE_SHIM_H

#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>
#include <qrencode.h>

#pragma clang assume_nonnull begin

/// libqrencode, opened once more (dlopen counts its users), or NULL when it is not installed.
static inline void *_Nullable hush_qr_library_open(void) {
    static const char *const names[] = { "libqrencode.so.4", "libqrencode.so", "libqrencode.4.dylib" };
    for (size_t index = 0; index < sizeof names / sizeof names[0]; index++) {
        void *library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        if (library != NULL) return library;
    }
    return NULL;
}

/// QRcode_encodeData from `library`, or NULL (with errno unchanged) when it lacks the function.
static inline QRcode *_Nullable hush_qr_encode(void *library, int size, const unsigned char *data, QRecLevel level) {
    typedef QRcode *(*encode_function)(int, const unsigned char *, int, QRecLevel);
    encode_function encode = (encode_function)dlsym(library, "QRcode_encodeData");
    // Version 0: the smallest version that holds the bytes.
    return encode == NULL ? NULL : encode(size, data, 0, level);
}

/// Frees `code` with the library that made it, then lets the library go.
static inline void hush_qr_free(void *library, QRcode *_Nullable code) {
    typedef void (*free_function)(QRcode *);
    free_function release = (free_function)dlsym(library, "QRcode_free");
    if (code != NULL && release != NULL) release(code);
    dlclose(library);
}

/// Whether the module at column `x`, row `y` of `code` is dark. libqrencode keeps each module as one byte
/// whose lowest bit is the colour; the other bits say what the module is part of, which a drawing ignores.
static inline bool hush_qr_module_is_dark(const QRcode *code, int x, int y) {
    return (code->data[y * code->width + x] & 1) != 0;
}

#pragma clang assume_nonnull end

#endif
