#include "cpng.h"

#include <png.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <libdeflate.h>

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
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
    /* The zlib stream's Adler-32 is not recomputed: every IDAT chunk's CRC-32
     * (checked above, read through png_read_end) already covers the same
     * compressed bytes, and the second checksum was the largest single cost of
     * decoding a golden (more than inflating it). */
    png_set_option(d->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif

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

/* The encoder does not go through libpng: the rows are filtered into one
 * buffer, compressed with libdeflate in one call (whole-buffer deflate, much
 * faster than zlib's streaming matcher at the same ratio), and the IHDR, IDAT
 * and IEND chunks are written here with libdeflate's CRC-32. The output is a
 * plain PNG (8-bit RGB or RGBA, no interlace) that any decoder reads. */

/* The largest zlib stream one IDAT chunk holds (a chunk length is 31 bits). */
#define CPNG_MAX_CHUNK 0x7fffffffu
/* Buffers over this size are freed after the call rather than kept per thread. */
#define CPNG_KEEP_LIMIT ((size_t)64 << 20)

/* What one thread reuses from call to call: the filtered rows, the candidate
 * rows of the adaptive heuristic and the compressor (its hash tables are most
 * of its setup cost). Each thread has its own (pthread key), so no locking. */
typedef struct cpng_scratch {
    uint8_t *rows;
    size_t rows_capacity;
    uint8_t *candidates;  /* 5 rows of the adaptive filter's trials */
    size_t candidates_capacity;
    struct libdeflate_compressor *compressor;
    int level;
} cpng_scratch;

static pthread_key_t cpng_scratch_key;
static pthread_once_t cpng_scratch_once = PTHREAD_ONCE_INIT;
static int cpng_scratch_key_ok;

static void cpng_scratch_free(void *p) {
    cpng_scratch *s = (cpng_scratch *)p;
    if (s == NULL) return;
    free(s->rows);
    free(s->candidates);
    if (s->compressor != NULL) libdeflate_free_compressor(s->compressor);
    free(s);
}

static void cpng_scratch_init(void) {
    cpng_scratch_key_ok = pthread_key_create(&cpng_scratch_key, cpng_scratch_free) == 0;
}

/* This thread's scratch, or a fresh one the caller frees (when no key). */
static cpng_scratch *cpng_scratch_get(int *owned) {
    pthread_once(&cpng_scratch_once, cpng_scratch_init);
    *owned = 0;
    cpng_scratch *s = cpng_scratch_key_ok ? (cpng_scratch *)pthread_getspecific(cpng_scratch_key) : NULL;
    if (s != NULL) return s;
    s = (cpng_scratch *)calloc(1, sizeof *s);
    if (s == NULL) return NULL;
    s->level = -1;
    if (cpng_scratch_key_ok && pthread_setspecific(cpng_scratch_key, s) == 0) return s;
    *owned = 1;
    return s;
}

/* Drops what is too large to keep between calls. */
static void cpng_scratch_trim(cpng_scratch *s) {
    if (s->rows_capacity > CPNG_KEEP_LIMIT) {
        free(s->rows);
        s->rows = NULL;
        s->rows_capacity = 0;
    }
}

static int cpng_reserve(uint8_t **p, size_t *capacity, size_t need) {
    if (*capacity >= need) return 1;
    uint8_t *q = (uint8_t *)malloc(need);
    if (q == NULL) return 0;
    free(*p);
    *p = q;
    *capacity = need;
    return 1;
}

static void cpng_put_be32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

/* Writes a chunk's length and type at p (8 bytes); the data follows. */
static void cpng_chunk_head(uint8_t *p, uint32_t length, const char type[4]) {
    cpng_put_be32(p, length);
    memcpy(p + 4, type, 4);
}

/* Writes the CRC after a chunk whose head is at p. */
static size_t cpng_chunk_tail(uint8_t *p, uint32_t length) {
    uint32_t crc = libdeflate_crc32(0, p + 4, (size_t)length + 4);
    cpng_put_be32(p + 8 + length, crc);
    return (size_t)length + 12;
}

/* One source row as PNG samples: RGBA copied, or RGB with every fourth byte dropped. */
static void cpng_pack_row(uint8_t *out, const uint8_t *row, uint32_t width, int channels, int out_channels) {
    if (channels == out_channels) {
        memcpy(out, row, (size_t)width * (size_t)channels);
        return;
    }
    /* Four bytes copied, three kept: the next pixel overwrites the fourth
     * (the last pixel copies exactly three, so nothing is written past the row). */
    uint32_t x = 0;
    for (; x + 1 < width; x++) {
        memcpy(out, row, 4);
        out += 3;
        row += 4;
    }
    out[0] = row[0];
    out[1] = row[1];
    out[2] = row[2];
}

static inline uint8_t cpng_paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return (uint8_t)(pb <= pc ? b : c);
}

/* Applies filter type `type` (0 None ... 4 Paeth, PNG spec 9.2) to `cur`
 * (packed samples; `prev` is the packed row above, NULL on the first row). */
static void cpng_filter_row(uint8_t *out, const uint8_t *cur, const uint8_t *prev, size_t n, size_t bpp, int type) {
    size_t i;
    switch (type) {
    case 0:
        memcpy(out, cur, n);
        break;
    case 1:
        for (i = 0; i < bpp && i < n; i++) out[i] = cur[i];
        for (; i < n; i++) out[i] = (uint8_t)(cur[i] - cur[i - bpp]);
        break;
    case 2:
        if (prev == NULL) {
            memcpy(out, cur, n);
        } else {
            for (i = 0; i < n; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
        }
        break;
    case 3:
        for (i = 0; i < n; i++) {
            int a = i >= bpp ? cur[i - bpp] : 0, b = prev != NULL ? prev[i] : 0;
            out[i] = (uint8_t)(cur[i] - ((a + b) >> 1));
        }
        break;
    default:
        for (i = 0; i < n; i++) {
            int a = i >= bpp ? cur[i - bpp] : 0, b = prev != NULL ? prev[i] : 0;
            int c = (i >= bpp && prev != NULL) ? prev[i - bpp] : 0;
            out[i] = (uint8_t)(cur[i] - cpng_paeth(a, b, c));
        }
        break;
    }
}

/* The minimum-sum-of-absolute-differences score of a filtered row (bytes as signed). */
static uint64_t cpng_msad(const uint8_t *row, size_t n) {
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) sum += row[i] < 128 ? row[i] : 256u - row[i];
    return sum;
}

static const int cpng_filter_flags[5] = {CPNG_FILTER_NONE, CPNG_FILTER_SUB, CPNG_FILTER_UP, CPNG_FILTER_AVG,
                                         CPNG_FILTER_PAETH};

/* Filters every row into `rows` (filter byte + samples per row). The packed
 * previous row is read back from the unfiltered copy kept in `candidates`. */
static void cpng_filter_image(uint8_t *rows, uint8_t *candidates, const uint8_t *pixels, uint32_t width,
                              uint32_t height, size_t stride, int channels, int out_channels, int filters,
                              int repeated_as_up) {
    size_t n = (size_t)width * (size_t)out_channels;
    size_t bpp = (size_t)out_channels;
    int only = -1, count = 0;
    for (int t = 0; t < 5; t++)
        if (filters & cpng_filter_flags[t]) {
            only = t;
            count++;
        }
    /* Packed rows: the current and the previous one (only needed when a
     * filter reads neighbours and the samples are not the source bytes). */
    uint8_t *cur = candidates + 5 * n, *prev = candidates + 6 * n;
    int direct = channels == out_channels;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *src = pixels + (size_t)y * stride;
        uint8_t *out = rows + (size_t)y * (n + 1);
        if (repeated_as_up && y > 0 && memcmp(src, src - stride, (size_t)width * (size_t)channels) == 0) {
            out[0] = 2;
            memset(out + 1, 0, n);
            continue;
        }
        if (only == 0 && count == 1) {
            out[0] = 0;
            cpng_pack_row(out + 1, src, width, channels, out_channels);
            continue;
        }
        const uint8_t *c, *p;
        if (direct) {
            c = src;
            p = y > 0 ? src - stride : NULL;
        } else {
            /* The row above, packed (Up rows were skipped above, so pack it again). */
            if (y > 0) cpng_pack_row(prev, src - stride, width, channels, out_channels);
            cpng_pack_row(cur, src, width, channels, out_channels);
            c = cur;
            p = y > 0 ? prev : NULL;
        }
        if (count == 1) {
            out[0] = (uint8_t)only;
            cpng_filter_row(out + 1, c, p, n, bpp, only);
            continue;
        }
        int best = -1;
        uint64_t best_score = 0;
        for (int t = 0; t < 5; t++) {
            if (!(filters & cpng_filter_flags[t])) continue;
            cpng_filter_row(candidates + (size_t)t * n, c, p, n, bpp, t);
            uint64_t score = cpng_msad(candidates + (size_t)t * n, n);
            if (best < 0 || score < best_score) {
                best = t;
                best_score = score;
            }
        }
        out[0] = (uint8_t)best;
        memcpy(out + 1, candidates + (size_t)best * n, n);
    }
}

static int cpng_encode_fail(int status, const char *text, char *message, size_t message_size) {
    if (message != NULL && message_size > 0) {
        size_t n = strlen(text);
        if (n >= message_size) n = message_size - 1;
        memcpy(message, text, n);
        message[n] = '\0';
    }
    return status;
}

int cpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                int channels, int write_alpha, cpng_encode_options options, cpng_buffer *out,
                char *message, size_t message_size) {
    if (message != NULL && message_size > 0) message[0] = '\0';
    if (out == NULL) return CPNG_INVALID_ARGUMENT;
    cpng_buffer_free(out);
    if (pixels == NULL || width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu)
        return cpng_encode_fail(CPNG_INVALID_ARGUMENT, "image size must be 1...2^31-1 on each side", message, message_size);
    if (channels != 3 && channels != 4)
        return cpng_encode_fail(CPNG_INVALID_ARGUMENT, "channels must be 3 or 4", message, message_size);
    if (stride / (size_t)channels < width)
        return cpng_encode_fail(CPNG_INVALID_ARGUMENT, "row stride is smaller than a row", message, message_size);
    if (options.level < 0 || options.level > 12 || (options.filters & ~CPNG_FILTER_ALL) != 0 || options.filters == 0)
        return cpng_encode_fail(CPNG_INVALID_ARGUMENT, "invalid compression options", message, message_size);

    int out_channels = channels == 4 && write_alpha ? 4 : 3;
    /* Sizes in 64 bits first: nothing is allocated for an image whose
     * filtered rows or zlib stream could not fit one IDAT chunk. */
    uint64_t row_bytes = (uint64_t)width * (uint64_t)out_channels;
    uint64_t raw = (row_bytes + 1) * (uint64_t)height;
    /* libdeflate's bound is about raw + raw/2^15*5 + a few; this is above it. */
    uint64_t bound_estimate = raw + raw / 1024 + 1024;
    if (raw > SIZE_MAX / 8 || bound_estimate > CPNG_MAX_CHUNK)
        return cpng_encode_fail(CPNG_ENCODE_FAILED, "image is too large for one IDAT chunk (over 2 GB of pixel data)",
                                message, message_size);

    int owned = 0;
    cpng_scratch *s = cpng_scratch_get(&owned);
    if (s == NULL) return cpng_encode_fail(CPNG_NO_MEMORY, "out of memory for the encoder's buffers", message, message_size);
    int status = CPNG_OK;
    const char *failure = NULL;
    if (s->compressor == NULL || s->level != options.level) {
        if (s->compressor != NULL) libdeflate_free_compressor(s->compressor);
        s->compressor = libdeflate_alloc_compressor(options.level);
        s->level = s->compressor != NULL ? options.level : -1;
    }
    if (s->compressor == NULL) {
        status = CPNG_NO_MEMORY;
        failure = "out of memory allocating the compressor";
        goto done;
    }
    if (!cpng_reserve(&s->rows, &s->rows_capacity, (size_t)raw) ||
        !cpng_reserve(&s->candidates, &s->candidates_capacity, (size_t)row_bytes * 7)) {
        status = CPNG_NO_MEMORY;
        failure = "out of memory for the filtered rows";
        goto done;
    }
    cpng_filter_image(s->rows, s->candidates, pixels, width, height, stride, channels, out_channels, options.filters,
                      options.repeated_rows_as_up);

    size_t bound = libdeflate_zlib_compress_bound(s->compressor, (size_t)raw);
    /* The screen matcher's output can exceed libdeflate's bound on noise; it
     * gets room for that and falls back to libdeflate when even that is short. */
    if (options.screen) bound += (size_t)raw / 4 + 4096;
    if (bound > CPNG_MAX_CHUNK) {
        status = CPNG_ENCODE_FAILED;
        failure = "image is too large for one IDAT chunk (over 2 GB of pixel data)";
        goto done;
    }
    size_t header = 8 + 25;  /* signature + IHDR */
    size_t capacity = header + 12 + bound + 12;
    out->data = (uint8_t *)malloc(capacity);
    if (out->data == NULL) {
        status = CPNG_NO_MEMORY;
        failure = "out of memory for the output";
        goto done;
    }
    out->capacity = capacity;
    uint8_t *p = out->data;
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
    memcpy(p, signature, 8);
    cpng_chunk_head(p + 8, 13, "IHDR");
    cpng_put_be32(p + 16, width);
    cpng_put_be32(p + 20, height);
    p[24] = 8;                          /* bit depth */
    p[25] = out_channels == 4 ? 6 : 2;  /* color type: RGBA or RGB */
    p[26] = 0;                          /* deflate */
    p[27] = 0;                          /* adaptive filtering (filter method 0) */
    p[28] = 0;                          /* no interlace */
    cpng_chunk_tail(p + 8, 13);
    size_t z = 0;
    if (options.screen)
        z = cpng_screen_zlib(s->rows, (size_t)raw, (size_t)row_bytes + 1, (size_t)out_channels, p + header + 8, bound);
    if (z == 0) z = libdeflate_zlib_compress(s->compressor, s->rows, (size_t)raw, p + header + 8, bound);
    if (z == 0) {
        status = CPNG_ENCODE_FAILED;
        failure = "the compressed data did not fit its bound";
        goto done;
    }
    cpng_chunk_head(p + header, (uint32_t)z, "IDAT");
    size_t size = header + cpng_chunk_tail(p + header, (uint32_t)z);
    cpng_chunk_head(p + size, 0, "IEND");
    size += cpng_chunk_tail(p + size, 0);
    out->size = size;

done:
    cpng_scratch_trim(s);
    if (owned) cpng_scratch_free(s);
    if (status != CPNG_OK) {
        cpng_buffer_free(out);
        return cpng_encode_fail(status, failure, message, message_size);
    }
    return CPNG_OK;
}

void cpng_buffer_free(cpng_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}
