// CRC-32C (Castagnoli) with the processor's own instruction: SSE4.2's `crc32` on x86-64, the CRC extension's
// `crc32c` on arm64. Swift cannot mark a function as needing a CPU feature, so these few lines are C.
#ifndef HUSH_HARDWARE_CRC32C_H
#define HUSH_HARDWARE_CRC32C_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this processor has a CRC-32C instruction (checked once, with cpuid or the kernel's hwcaps), else 0.
int hush_crc32c_hardware_available(void);

/// Folds `count` bytes into `state`: the raw register, without the customary inversion before and after.
/// Only call it when hush_crc32c_hardware_available() returned 1.
uint32_t hush_crc32c_hardware_update(uint32_t state, const uint8_t *bytes, size_t count);

#endif
