#ifndef CDEFLATE_H
#define CDEFLATE_H

/*
 * cdeflate: raw DEFLATE and CRC-32 from libdeflate, for Galley's on-disk
 * caches (design-diff baselines). One call per buffer; no state kept.
 */

#include <stddef.h>
#include <stdint.h>

/** The most bytes `galley_deflate` can write for `size` input bytes at `level`. */
size_t galley_deflate_bound(int level, size_t size);

/**
 * Compresses `size` bytes at `in` (raw DEFLATE) into `out` (capacity `capacity`,
 * at least `galley_deflate_bound`). Returns the compressed size, or 0 when out of
 * memory or the output did not fit.
 */
size_t galley_deflate(int level, const uint8_t *in, size_t size, uint8_t *out, size_t capacity);

/**
 * Decompresses raw DEFLATE `in` into exactly `expected` bytes at `out`. Returns 0
 * on success; 1 when the data is corrupt, 2 when it does not decompress to exactly
 * `expected` bytes, 3 when out of memory.
 */
int galley_inflate(const uint8_t *in, size_t size, uint8_t *out, size_t expected);

/** CRC-32 (the zlib/PNG one) of `size` bytes at `data`, continuing from `crc` (0 to start). */
uint32_t galley_crc32(uint32_t crc, const uint8_t *data, size_t size);

#endif
