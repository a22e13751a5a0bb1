#include "cdeflate.h"

#include <libdeflate.h>

size_t galley_deflate_bound(int level, size_t size) {
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
    if (c == NULL) return 0;
    size_t bound = libdeflate_deflate_compress_bound(c, size);
    libdeflate_free_compressor(c);
    return bound;
}

size_t galley_deflate(int level, const uint8_t *in, size_t size, uint8_t *out, size_t capacity) {
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
    if (c == NULL) return 0;
    size_t n = libdeflate_deflate_compress(c, in, size, out, capacity);
    libdeflate_free_compressor(c);
    return n;
}

int galley_inflate(const uint8_t *in, size_t size, uint8_t *out, size_t expected) {
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    if (d == NULL) return 3;
    size_t actual = 0;
    enum libdeflate_result r = libdeflate_deflate_decompress(d, in, size, out, expected, &actual);
    libdeflate_free_decompressor(d);
    if (r == LIBDEFLATE_SUCCESS) return actual == expected ? 0 : 2;
    if (r == LIBDEFLATE_INSUFFICIENT_SPACE || r == LIBDEFLATE_SHORT_OUTPUT) return 2;
    return 1;
}

uint32_t galley_crc32(uint32_t crc, const uint8_t *data, size_t size) { return libdeflate_crc32(crc, data, size); }
