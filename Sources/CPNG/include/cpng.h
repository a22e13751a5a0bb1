#ifndef CPNG_H
#define CPNG_H

/*
 * cpng: a tiny C shim over libpng (decoding) and libdeflate (encoding) for Galley.
 *
 * Every setjmp/png_jmpbuf lives in cpng.c: libpng's errors never longjmp
 * across Swift frames. Each call returns a cpng_status code; when it is not
 * CPNG_OK, the message (libpng's own text where libpng produced it) is
 * available from the decoder, or written into the caller's buffer (encoder).
 *
 * libpng's headers are not included here, so Swift sees only this file.
 */

#include <stddef.h>
#include <stdint.h>

/** Result codes of every cpng call. */
typedef enum cpng_status {
    CPNG_OK = 0,
    CPNG_EMPTY = 1,          /* zero bytes of input */
    CPNG_NOT_PNG = 2,        /* the 8-byte PNG signature does not match */
    CPNG_TRUNCATED = 3,      /* the input ends before the PNG does */
    CPNG_CORRUPT = 4,        /* libpng refused the data; see the message */
    CPNG_TOO_LARGE = 5,      /* IHDR declares more pixels than the limit */
    CPNG_NO_MEMORY = 6,      /* an allocation failed */
    CPNG_INVALID_ARGUMENT = 7, /* a caller bug: wrong call order, bad sizes */
    CPNG_ENCODE_FAILED = 8   /* libpng refused to write; see the message */
} cpng_status;

/* ---------------------------------------------------------------- decode */

/** A decoder over a caller-owned memory buffer (which must outlive it). */
typedef struct cpng_decoder cpng_decoder;

/** Creates a decoder reading `size` bytes at `data`; NULL when out of memory. */
cpng_decoder *cpng_decoder_create(const uint8_t *data, size_t size);

/**
 * Checks the signature, reads every chunk up to the image data and reports the
 * size. Refuses (CPNG_TOO_LARGE, with *width and *height still set) a declared
 * width*height over `pixel_limit` before any row memory is allocated.
 */
int cpng_decoder_read_header(cpng_decoder *decoder, uint64_t pixel_limit,
                             uint32_t *width, uint32_t *height);

/**
 * Decodes the image as straight (not premultiplied) RGBA8 into `out`, rows
 * `stride` bytes apart (stride >= width * 4; out holds height * stride bytes).
 * Any bit depth, color type, tRNS and interlacing are converted; gAMA, cHRM,
 * sRGB and iCCP are ignored, so output does not depend on color management.
 * 16-bit samples are scaled to 8 bits exactly rounded (v * 255 / 65535).
 * Reads to IEND, so a damaged or missing tail is refused too.
 */
int cpng_decoder_read_rgba(cpng_decoder *decoder, uint8_t *out, size_t stride);

/** The message of the last failure ("" when none). Valid until destroy. */
const char *cpng_decoder_message(const cpng_decoder *decoder);

/** Frees the decoder and everything libpng allocated for it. NULL is fine. */
void cpng_decoder_destroy(cpng_decoder *decoder);

/* ---------------------------------------------------------------- encode */

/* Row filter flags (the same values as libpng's PNG_FILTER_*). */
#define CPNG_FILTER_NONE  0x08
#define CPNG_FILTER_SUB   0x10
#define CPNG_FILTER_UP    0x20
#define CPNG_FILTER_AVG   0x40
#define CPNG_FILTER_PAETH 0x80
#define CPNG_FILTER_ALL   0xF8

/**
 * How to encode: libdeflate level 0 (stored) ... 12 (smallest), the row
 * filters allowed (one: always that one; several: chosen per row by the
 * minimum-sum-of-absolute-differences heuristic), and whether a row equal to
 * the row above is written with the Up filter (all zeros) whatever `filters` says.
 */
typedef struct cpng_encode_options {
    int level;
    int filters;
    int repeated_rows_as_up;
    /* 1: compress with the screen matcher (cpng_screen_zlib) rather than libdeflate at `level`. */
    int screen;
} cpng_encode_options;

/**
 * Compresses `n` bytes of filtered PNG rows (`row` bytes each, filter byte
 * included; `bpp` bytes per pixel) as a zlib stream into `out`: matches one
 * row up, one pixel back and at the last earlier position with the same 4
 * bytes in the 32 KB window, dynamic Huffman blocks.
 * Returns the bytes written, or 0 when they did not fit `cap` (or no memory).
 */
size_t cpng_screen_zlib(const uint8_t *in, size_t n, size_t row, size_t bpp, uint8_t *out, size_t cap);

/** A malloc'ed output buffer; free with cpng_buffer_free. */
typedef struct cpng_buffer {
    uint8_t *data;
    size_t size;
    size_t capacity;
} cpng_buffer;

/**
 * Encodes 8-bit straight pixels with `channels` 3 (RGB) or 4 (RGBA), rows
 * `stride` bytes apart, into `out` (whose old data is freed). With 4 channels
 * and `write_alpha` 0, the fourth byte of each pixel is dropped and the PNG is
 * RGB (for opaque images). The filtered rows are compressed with libdeflate in
 * one call into a single IDAT chunk; only IHDR, IDAT and IEND are written (no
 * time or text chunks), so equal input gives equal bytes on every thread.
 * Buffers (filtered rows, the compressor) are kept per thread between calls.
 * An image whose pixel data could not fit one chunk (over 2 GB) is refused
 * before anything is allocated. On failure the message goes into `message`
 * (NUL-terminated).
 */
int cpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                int channels, int write_alpha, cpng_encode_options options, cpng_buffer *out,
                char *message, size_t message_size);

/** Frees `buffer->data` and zeroes the buffer. */
void cpng_buffer_free(cpng_buffer *buffer);

/* Raw DEFLATE and CRC-32 for on-disk caches. */
#include "cdeflate.h"

#endif
