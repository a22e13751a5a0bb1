#include "cpng.h"

#include <png.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Largest ancillary chunk libpng may allocate for (libpng's own default is
 * 8 MB; the chunks we keep are IHDR/PLTE/tRNS, which are tiny). */
#define CPNG_CHUNK_MALLOC_MAX (1u << 20)

/* Where libpng's error and warning callbacks report. Every setjmp target
 * below reads `message` after libpng longjmps back. */
typedef struct cpng_sink {
    char message[384];
    char warning[128];  /* the last warning: libpng often explains an error in one */
    int truncated;      /* the read callback ran out of input */
} cpng_sink;

static void cpng_set_message(cpng_sink *sink, const char *text) {
    size_t n = strlen(text);
    if (n >= sizeof sink->message) n = sizeof sink->message - 1;
    memcpy(sink->message, text, n);
    sink->message[n] = '\0';
}

static void cpng_error_fn(png_structp png, png_const_charp text) {
    cpng_sink *sink = (cpng_sink *)png_get_error_ptr(png);
    if (sink != NULL) {
        /* "Invalid IHDR data" says little; the warning before it says which
         * field ("Invalid color type in IHDR"), so both are kept. */
        char joined[sizeof sink->message];
        if (sink->warning[0] != '\0')
            snprintf(joined, sizeof joined, "%s (%s)", text != NULL ? text : "libpng error", sink->warning);
        else
            snprintf(joined, sizeof joined, "%s", text != NULL ? text : "libpng error");
        cpng_set_message(sink, joined);
    }
    png_longjmp(png, 1);
}

static void cpng_warning_fn(png_structp png, png_const_charp text) {
    /* Warnings are not printed (output stays quiet); the last one is kept to
     * explain an error that follows it. */
    cpng_sink *sink = (cpng_sink *)png_get_error_ptr(png);
    if (sink == NULL || text == NULL) return;
    size_t n = strlen(text);
    if (n >= sizeof sink->warning) n = sizeof sink->warning - 1;
    memcpy(sink->warning, text, n);
    sink->warning[n] = '\0';
}

/* The status for a failure that longjmp'ed back. */
static int cpng_failure_status(const cpng_sink *sink) {
    if (sink->truncated) return CPNG_TRUNCATED;
    if (strstr(sink->message, "Out of memory") != NULL || strstr(sink->message, "out of memory") != NULL)
        return CPNG_NO_MEMORY;
    return CPNG_CORRUPT;
}

/* ---------------------------------------------------------------- decode */

enum { STAGE_CREATED, STAGE_HEADER_READ, STAGE_FINISHED };

struct cpng_decoder {
    cpng_sink sink;
    const uint8_t *data;
    size_t size;
    size_t offset;
    png_structp png;
    png_infop info;
    int stage;
};

static uint32_t cpng_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

/* The size an intact leading IHDR declares, before libpng sees anything: an
 * absurd size is refused even when the file ends right after its header. */
static int cpng_peek_ihdr(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    if (size < 33 || cpng_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) return 0;
    if ((uint32_t)crc32(0L, data + 12, 17) != cpng_be32(data + 29)) return 0;
    *width = cpng_be32(data + 16);
    *height = cpng_be32(data + 20);
    return 1;
}

static void cpng_read_fn(png_structp png, png_bytep out, size_t length) {
    cpng_decoder *d = (cpng_decoder *)png_get_io_ptr(png);
    if (length > d->size - d->offset) {
        d->sink.truncated = 1;
        png_error(png, "unexpected end of data");
    }
    memcpy(out, d->data + d->offset, length);
    d->offset += length;
}

cpng_decoder *cpng_decoder_create(const uint8_t *data, size_t size) {
    cpng_decoder *d = (cpng_decoder *)calloc(1, sizeof *d);
    if (d == NULL) return NULL;
    d->data = data;
    d->size = data != NULL ? size : 0;
    d->stage = STAGE_CREATED;
    return d;
}

int cpng_decoder_read_header(cpng_decoder *d, uint64_t pixel_limit, uint32_t *width, uint32_t *height) {
    if (d == NULL || width == NULL || height == NULL) return CPNG_INVALID_ARGUMENT;
    *width = 0;
    *height = 0;
    if (d->stage != STAGE_CREATED) {
        cpng_set_message(&d->sink, "read_header called twice");
        return CPNG_INVALID_ARGUMENT;
    }
    d->stage = STAGE_FINISHED; /* until this succeeds */

    if (d->size == 0) {
        cpng_set_message(&d->sink, "empty input");
        return CPNG_EMPTY;
    }
    size_t sig_bytes = d->size < 8 ? d->size : 8;
    if (png_sig_cmp(d->data, 0, sig_bytes) != 0) {
        cpng_set_message(&d->sink, "bad signature");
        return CPNG_NOT_PNG;
    }
    if (d->size < 8) {
        cpng_set_message(&d->sink, "unexpected end of data in the signature");
        return CPNG_TRUNCATED;
    }

    uint32_t w, h;
    if (cpng_peek_ihdr(d->data, d->size, &w, &h) && (uint64_t)w * (uint64_t)h > pixel_limit) {
        *width = w;
        *height = h;
        cpng_set_message(&d->sink, "image is over the pixel limit");
        return CPNG_TOO_LARGE;
    }

    d->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &d->sink, cpng_error_fn, cpng_warning_fn);
    if (d->png == NULL) {
        cpng_set_message(&d->sink, "out of memory creating the libpng reader");
        return CPNG_NO_MEMORY;
    }
    d->info = png_create_info_struct(d->png);
    if (d->info == NULL) {
        cpng_set_message(&d->sink, "out of memory creating the libpng info");
        return CPNG_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(d->png))) return cpng_failure_status(&d->sink);

    png_set_read_fn(d->png, d, cpng_read_fn);
    /* Our own pixel limit decides what is too large (below), so that the
     * answer is always CPNG_TOO_LARGE, never libpng's 1e6-wide default. */
    png_set_user_limits(d->png, 0x7fffffffu, 0x7fffffffu);
    png_set_chunk_malloc_max(d->png, CPNG_CHUNK_MALLOC_MAX);
    /* Negative count: every chunk except IHDR, PLTE, tRNS, IDAT and IEND is
     * skipped (CRC-checked, not parsed): no color management (gAMA, sRGB,
     * iCCP, cHRM), no text decompression, nothing that can change pixels. */
    png_set_keep_unknown_chunks(d->png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    /* A CRC error anywhere means the file is damaged: refuse it, even when the
     * chunk is an ancillary one we skip (libpng's default only warns there). */
    png_set_crc_action(d->png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);

    png_read_info(d->png, d->info);

    w = png_get_image_width(d->png, d->info);
    h = png_get_image_height(d->png, d->info);
    *width = w;
    *height = h;
    if ((uint64_t)w * (uint64_t)h > pixel_limit) {
        cpng_set_message(&d->sink, "image is over the pixel limit");
        return CPNG_TOO_LARGE;
    }
    d->stage = STAGE_HEADER_READ;
    return CPNG_OK;
}

/* The IDAT data bytes in the input at or after `offset` (chunks walked
 * without libpng; a damaged tail just ends the walk). */
static uint64_t cpng_idat_bytes_after(const cpng_decoder *d, size_t offset) {
    uint64_t total = 0;
    size_t i = 8;
    while (i + 8 <= d->size) {
        uint32_t length = cpng_be32(d->data + i);
        if (length > 0x7fffffffu) break;
        size_t start = i + 8;
        size_t end = (size_t)length > d->size - start ? d->size : start + length;
        if (memcmp(d->data + i + 4, "IDAT", 4) == 0 && end > offset) total += end - (start > offset ? start : offset);
        if (memcmp(d->data + i + 4, "IEND", 4) == 0 || end > d->size - 4) break;
        i = end + 4;
    }
    return total;
}

/* Called before the last row. libpng inflates whatever compressed data
 * follows the image to find the stream's end, so a small file could make it
 * inflate gigabytes of excess (a decompression bomb) and take minutes. What a
 * valid stream has left here is at most one row (8 bytes a pixel at most,
 * plus deflate's worst-case 1/8 growth) and some buffering; refuse more. */
static void cpng_check_idat_tail(cpng_decoder *d, uint32_t width) {
    uint64_t row = (uint64_t)width * 8 + 1;
    uint64_t budget = row + row / 8 + (1u << 16);
    uint64_t left = cpng_idat_bytes_after(d, d->offset);
    if (left > budget) {
        char text[160];
        snprintf(text, sizeof text, "IDAT: %llu bytes of compressed data after the last row, at most %llu expected",
                 (unsigned long long)left, (unsigned long long)budget);
        png_error(d->png, text);
    }
}

int cpng_decoder_read_rgba(cpng_decoder *d, uint8_t *out, size_t stride) {
    if (d == NULL || out == NULL) return CPNG_INVALID_ARGUMENT;
    if (d->stage != STAGE_HEADER_READ) {
        cpng_set_message(&d->sink, "read_rgba called before a successful read_header");
        return CPNG_INVALID_ARGUMENT;
    }
    d->stage = STAGE_FINISHED;
    d->sink.warning[0] = '\0'; /* a header warning does not explain a pixel-data error */
    png_structp png = d->png;
    png_infop info = d->info;
    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    if (stride / 4 < w) {
        cpng_set_message(&d->sink, "row stride is smaller than width * 4");
        return CPNG_INVALID_ARGUMENT;
    }
    if (setjmp(png_jmpbuf(png))) return cpng_failure_status(&d->sink);

    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    /* palette -> RGB, gray < 8 bits -> 8 bits, tRNS -> alpha */
    png_set_expand(png);
    if (bit_depth == 16) png_set_scale_16(png);  /* exactly rounded, unlike strip_16 */
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    /* Opaque rows get A = 255; rows that already have alpha are untouched. */
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);

    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4 ||
        png_get_rowbytes(png, info) != (size_t)w * 4) {
        png_error(png, "unexpected row format after conversion to RGBA8");
    }
    /* What png_read_image does, without an array of row pointers: each pass
     * writes only its own pixels of each row. */
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < h; y++) {
            if (pass == passes - 1 && y == h - 1) cpng_check_idat_tail(d, w);
            png_read_row(png, out + (size_t)y * stride, NULL);
        }
    }
    png_read_end(png, NULL);
    return CPNG_OK;
}

const char *cpng_decoder_message(const cpng_decoder *d) {
    return d != NULL ? d->sink.message : "";
}

void cpng_decoder_destroy(cpng_decoder *d) {
    if (d == NULL) return;
    if (d->png != NULL) png_destroy_read_struct(&d->png, d->info != NULL ? &d->info : NULL, NULL);
    free(d);
}

/* ---------------------------------------------------------------- encode */

typedef struct cpng_encoder_state {
    cpng_sink sink;
    cpng_buffer *out;
} cpng_encoder_state;

static void cpng_write_fn(png_structp png, png_bytep bytes, size_t length) {
    cpng_encoder_state *st = (cpng_encoder_state *)png_get_io_ptr(png);
    cpng_buffer *b = st->out;
    if (length > SIZE_MAX - b->size) png_error(png, "Out of memory (output over SIZE_MAX)");
    size_t need = b->size + length;
    if (need > b->capacity) {
        size_t cap = b->capacity != 0 ? b->capacity : 1 << 16;
        while (cap < need) cap = cap > SIZE_MAX / 2 ? need : cap * 2;
        uint8_t *p = (uint8_t *)realloc(b->data, cap);
        if (p == NULL) png_error(png, "Out of memory growing the output buffer");
        b->data = p;
        b->capacity = cap;
    }
    memcpy(b->data + b->size, bytes, length);
    b->size = need;
}

static void cpng_flush_fn(png_structp png) { (void)png; }

static int cpng_encode_fail(cpng_encoder_state *st, int status, const char *text,
                            char *message, size_t message_size) {
    if (text != NULL) cpng_set_message(&st->sink, text);
    if (message != NULL && message_size > 0) {
        size_t n = strlen(st->sink.message);
        if (n >= message_size) n = message_size - 1;
        memcpy(message, st->sink.message, n);
        message[n] = '\0';
    }
    cpng_buffer_free(st->out);
    return status;
}

int cpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                int channels, int write_alpha, cpng_encode_options options, cpng_buffer *out,
                char *message, size_t message_size) {
    cpng_encoder_state st;
    memset(&st, 0, sizeof st);
    st.out = out;
    if (message != NULL && message_size > 0) message[0] = '\0';
    if (out == NULL) return CPNG_INVALID_ARGUMENT;
    if (pixels == NULL || width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu)
        return cpng_encode_fail(&st, CPNG_INVALID_ARGUMENT, "image size must be 1...2^31-1 on each side", message, message_size);
    if (channels != 3 && channels != 4)
        return cpng_encode_fail(&st, CPNG_INVALID_ARGUMENT, "channels must be 3 or 4", message, message_size);
    if (stride / (size_t)channels < width)
        return cpng_encode_fail(&st, CPNG_INVALID_ARGUMENT, "row stride is smaller than a row", message, message_size);
    if (options.level < 0 || options.level > 9 || options.strategy < 0 || options.strategy > 4 ||
        (options.filters & ~CPNG_FILTER_ALL) != 0 || options.filters == 0)
        return cpng_encode_fail(&st, CPNG_INVALID_ARGUMENT, "invalid compression options", message, message_size);

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &st.sink, cpng_error_fn, cpng_warning_fn);
    if (png == NULL)
        return cpng_encode_fail(&st, CPNG_NO_MEMORY, "out of memory creating the libpng writer", message, message_size);
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return cpng_encode_fail(&st, CPNG_NO_MEMORY, "out of memory creating the libpng info", message, message_size);
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        int status = cpng_failure_status(&st.sink) == CPNG_NO_MEMORY ? CPNG_NO_MEMORY : CPNG_ENCODE_FAILED;
        return cpng_encode_fail(&st, status, NULL, message, message_size);
    }
    png_set_write_fn(png, &st, cpng_write_fn, cpng_flush_fn);
    int alpha = channels == 4 && write_alpha;
    png_set_IHDR(png, info, width, height, 8, alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    /* Fixed zlib settings: the same pixels always give the same bytes. */
    png_set_compression_level(png, options.level);
    png_set_compression_strategy(png, options.strategy);
    png_set_compression_mem_level(png, 8);
    png_set_compression_window_bits(png, 15);
    png_set_compression_buffer_size(png, 1 << 16);  /* 64 KB IDAT chunks */
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    png_write_info(png, info);
    /* RGBA rows written as RGB: libpng drops the filler byte row by row. */
    if (channels == 4 && !alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * stride);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return CPNG_OK;
}

void cpng_buffer_free(cpng_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}
