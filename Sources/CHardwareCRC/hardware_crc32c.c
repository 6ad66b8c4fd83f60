// Hardware CRC-32C. The instruction is only used after a run-time check, so one binary still runs on an
// x86-64 without SSE4.2 or an arm64 without the CRC extension (JournalChecksum falls back to its table).
#include "hardware_crc32c.h"
#include <string.h>

#if defined(__x86_64__)
#include <nmmintrin.h>

// The runtime's own record of the processor (libgcc reads it once as each program starts), not a cpuid of
// our own: in a virtual machine each cpuid traps to the hypervisor, several microseconds a command.
int hush_crc32c_hardware_available(void) {
    return __builtin_cpu_supports("sse4.2") != 0;
}

__attribute__((target("sse4.2")))
uint32_t hush_crc32c_hardware_update(uint32_t state, const uint8_t *bytes, size_t count) {
    uint64_t crc = state;
    // Eight bytes per instruction; memcpy keeps unaligned loads well-defined (it compiles to one load).
    while (count >= 8) {
        uint64_t word;
        memcpy(&word, bytes, 8);
        crc = _mm_crc32_u64(crc, word);
        bytes += 8;
        count -= 8;
    }
    uint32_t tail = (uint32_t)crc;
    while (count-- > 0) tail = _mm_crc32_u8(tail, *bytes++);
    return tail;
}

#elif defined(__aarch64__)
#include <arm_acle.h>
#if defined(__linux__)
#include <sys/auxv.h>
#ifndef HWCAP_CRC32
#define HWCAP_CRC32 (1 << 7)
#endif
#endif

int hush_crc32c_hardware_available(void) {
#if defined(__linux__)
    return (getauxval(AT_HWCAP) & HWCAP_CRC32) != 0;
#elif defined(__APPLE__)
    return 1;  // every Apple arm64 processor has the CRC extension
#else
    return 0;
#endif
}

__attribute__((target("crc")))
uint32_t hush_crc32c_hardware_update(uint32_t state, const uint8_t *bytes, size_t count) {
    uint32_t crc = state;
    while (count >= 8) {
        uint64_t word;
        memcpy(&word, bytes, 8);
        crc = __crc32cd(crc, word);
        bytes += 8;
        count -= 8;
    }
    while (count-- > 0) crc = __crc32cb(crc, *bytes++);
    return crc;
}

#else
int hush_crc32c_hardware_available(void) { return 0; }

uint32_t hush_crc32c_hardware_update(uint32_t state, const uint8_t *bytes, size_t count) {
    (void)bytes;
    (void)count;
    return state;
}
#endif
