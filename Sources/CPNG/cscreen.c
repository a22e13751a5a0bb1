/* A zlib (DEFLATE) compressor for the filtered rows of a UI screen.
 *
 * A screen is mostly rows equal to the row above and runs of one colour, and
 * what is left (anti-aliased text, icons) repeats whole glyphs. So the matcher
 * looks back three ways at each position — one row up (a repeated row or a
 * stretch of one), one pixel back (a run), and the last earlier position with
 * the same 4 bytes within the 32 KB window (a glyph drawn again) — takes the
 * longest, and looks one byte on before taking a short match (lazy matching).
 * Blocks of up to CSCREEN_BLOCK tokens get their own dynamic Huffman codes,
 * length-limited as zlib limits them. The stream is standard DEFLATE in a zlib
 * wrapper with libdeflate's Adler-32: every inflater reads it. On the bench's
 * 1170x2532 screen it is 4.2 ms for 174 KB where libdeflate level 4 takes
 * 16 ms for 169 KB (and Pillow's zlib level 6, 86 ms for 223 KB). */

#include <libdeflate.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cpng.h"

#define CSCREEN_BLOCK 65536
#define CSCREEN_HASH_BITS 16

typedef struct {
    uint8_t *out;
    size_t cap, o;
    uint64_t bits;
    int count;
    int overflow;
} cscreen_writer;

static inline void cscreen_put(cscreen_writer *w, uint32_t value, int n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        if (w->o + 8 > w->cap) {
            w->overflow = 1;
            w->count = 0;
            w->bits = 0;
            return;
        }
        uint32_t low = (uint32_t)w->bits;
        memcpy(w->out + w->o, &low, 4); /* little-endian machines only (x86-64, arm64) */
        w->o += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

static void cscreen_flush(cscreen_writer *w) {
    while (w->count > 0) {
        if (w->o >= w->cap) {
            w->overflow = 1;
            return;
        }
        w->out[w->o++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
    w->count = 0;
    w->bits = 0;
}

/* ---- Huffman code lengths, limited to `limit` bits (zlib's overflow fix) ---- */

typedef struct {
    uint32_t freq;
    int symbol;
} cscreen_leaf;

static int cscreen_by_freq(const void *a, const void *b) {
    const cscreen_leaf *x = a, *y = b;
    if (x->freq != y->freq) return x->freq < y->freq ? -1 : 1;
    return x->symbol - y->symbol;
}

/* Code lengths for symbols 0..<n with frequencies `freq` (at most 288), none
 * longer than `limit`; a lone used symbol gets length 1. The code is complete
 * whenever two or more symbols are used. */
static void cscreen_lengths(const uint32_t *freq, int n, int limit, uint8_t *len) {
    cscreen_leaf leaves[288];
    int m = 0;
    memset(len, 0, (size_t)n);
    for (int i = 0; i < n; i++)
        if (freq[i]) leaves[m++] = (cscreen_leaf){freq[i], i};
    if (m == 0) return;
    if (m == 1) {
        len[leaves[0].symbol] = 1;
        return;
    }
    qsort(leaves, (size_t)m, sizeof leaves[0], cscreen_by_freq);
    /* Two-queue Huffman: leaves (sorted) and internal nodes (made in order). */
    uint64_t weight[576];
    int parent[576];
    for (int i = 0; i < m; i++) weight[i] = leaves[i].freq;
    int next_leaf = 0, next_node = m, made = m;
    for (int k = 0; k < m - 1; k++) {
        int pick[2];
        for (int j = 0; j < 2; j++) {
            if (next_leaf < m && (next_node >= made || weight[next_leaf] <= weight[next_node]))
                pick[j] = next_leaf++;
            else
                pick[j] = next_node++;
        }
        weight[made] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = made;
        parent[pick[1]] = made;
        made++;
    }
    /* Depths: the root is the last node made. */
    int depth[576];
    depth[made - 1] = 0;
    for (int i = made - 2; i >= 0; i--) depth[i] = depth[parent[i]] + 1;
    int count[64] = {0};
    for (int i = 0; i < m; i++) count[depth[i] > limit ? limit : depth[i]]++;
    /* Leaves deeper than `limit` were lifted to it, oversubscribing the code
     * (Kraft sum over 1). Each step moves a shallower leaf one level down with
     * a lifted leaf as its brother, taking 2^-limit off the sum, until it is
     * exactly 1 again (zlib's fix, counted in units of 2^-limit). */
    uint64_t kraft = 0;
    for (int b = 1; b <= limit; b++) kraft += (uint64_t)count[b] << (limit - b);
    while (kraft > ((uint64_t)1 << limit)) {
        int bits = limit - 1;
        while (count[bits] == 0) bits--;
        count[bits]--;
        count[bits + 1] += 2;
        count[limit]--;
        kraft--;
    }
    /* The least frequent leaves get the longest codes. */
    int i = 0;
    for (int bits = limit; bits >= 1; bits--)
        for (int c = 0; c < count[bits]; c++) len[leaves[i++].symbol] = (uint8_t)bits;
}

/* Canonical codes for `len`, bit-reversed for DEFLATE's LSB-first packing. */
static void cscreen_codes(const uint8_t *len, int n, uint16_t *code) {
    int count[16] = {0};
    for (int i = 0; i < n; i++) count[len[i]]++;
    count[0] = 0;
    int next[16];
    int c = 0;
    for (int bits = 1; bits < 16; bits++) {
        c = (c + count[bits - 1]) << 1;
        next[bits] = c;
    }
    for (int i = 0; i < n; i++) {
        int l = len[i];
        if (l == 0) {
            code[i] = 0;
            continue;
        }
        uint32_t v = (uint32_t)next[l]++, r = 0;
        for (int b = 0; b < l; b++) r |= ((v >> b) & 1u) << (l - 1 - b);
        code[i] = (uint16_t)r;
    }
}

/* ---- tokens ---- */

/* A token: a literal byte (below 256), or a match: bit 31, length - 3 in
 * bits 16..23, distance - 1 in bits 0..15. */
#define CSCREEN_MATCH 0x80000000u

static inline int cscreen_length_symbol(uint32_t len, uint32_t *extra, int *extra_bits) {
    uint32_t x = len - 3;
    if (len == 258) {
        *extra = 0;
        *extra_bits = 0;
        return 285;
    }
    if (x < 8) {
        *extra = 0;
        *extra_bits = 0;
        return 257 + (int)x;
    }
    int b = 31 - __builtin_clz(x);
    *extra_bits = b - 2;
    *extra = x & ((1u << (b - 2)) - 1);
    return 257 + 4 * (b - 1) + (int)((x >> (b - 2)) & 3);
}

static inline int cscreen_distance_symbol(uint32_t dist, uint32_t *extra, int *extra_bits) {
    uint32_t x = dist - 1;
    if (x < 4) {
        *extra = 0;
        *extra_bits = 0;
        return (int)x;
    }
    int b = 31 - __builtin_clz(x);
    *extra_bits = b - 1;
    *extra = x & ((1u << (b - 1)) - 1);
    return 2 * b + (int)((x >> (b - 1)) & 1);
}

/* How many bytes from a and b agree, up to max. */
static inline size_t cscreen_agree(const uint8_t *a, const uint8_t *b, size_t max) {
    size_t n = 0;
    while (n + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        uint64_t d = x ^ y;
        if (d) return n + (size_t)(__builtin_ctzll(d) >> 3);
        n += 8;
    }
    while (n < max && a[n] == b[n]) n++;
    return n;
}

/* Writes one block of tokens with its own dynamic Huffman codes. */
static void cscreen_block(cscreen_writer *w, const uint32_t *tokens, size_t n, int final) {
    uint32_t lf[286] = {0}, df[30] = {0};
    for (size_t i = 0; i < n; i++) {
        uint32_t t = tokens[i];
        if (t & CSCREEN_MATCH) {
            uint32_t e;
            int eb;
            lf[cscreen_length_symbol(((t >> 16) & 0xff) + 3, &e, &eb)]++;
            df[cscreen_distance_symbol((t & 0xffff) + 1, &e, &eb)]++;
        } else {
            lf[t]++;
        }
    }
    lf[256] = 1;
    uint8_t ll[286], dl[30];
    cscreen_lengths(lf, 286, 15, ll);
    int any_distance = 0;
    for (int i = 0; i < 30; i++) any_distance |= df[i] != 0;
    if (!any_distance) df[0] = 1; /* one distance code, never used */
    cscreen_lengths(df, 30, 15, dl);
    int hlit = 286, hdist = 30;
    while (hlit > 257 && ll[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dl[hdist - 1] == 0) hdist--;

    /* The code lengths, run-length coded with 16 (repeat), 17 and 18 (zeros). */
    uint8_t lens[316];
    memcpy(lens, ll, (size_t)hlit);
    memcpy(lens + hlit, dl, (size_t)hdist);
    int total = hlit + hdist;
    uint8_t sym[316], ext[316];
    int ns = 0;
    for (int i = 0; i < total;) {
        int l = lens[i], r = 1;
        while (i + r < total && lens[i + r] == l) r++;
        if (l == 0 && r >= 3) {
            int k = r > 138 ? 138 : r;
            if (k >= 11) {
                sym[ns] = 18;
                ext[ns++] = (uint8_t)(k - 11);
            } else {
                sym[ns] = 17;
                ext[ns++] = (uint8_t)(k - 3);
            }
            i += k;
        } else if (l != 0 && r >= 4) {
            sym[ns] = (uint8_t)l;
            ext[ns++] = 0;
            int k = r - 1 > 6 ? 6 : r - 1;
            sym[ns] = 16;
            ext[ns++] = (uint8_t)(k - 3);
            i += 1 + k;
        } else {
            sym[ns] = (uint8_t)l;
            ext[ns++] = 0;
            i++;
        }
    }
    uint32_t cf[19] = {0};
    for (int i = 0; i < ns; i++) cf[sym[i]]++;
    /* A code-length code must be complete: two symbols at least. */
    int used = 0;
    for (int i = 0; i < 19; i++) used += cf[i] != 0;
    if (used < 2) cf[cf[0] ? 1 : 0] = 1;
    uint8_t cl[19];
    cscreen_lengths(cf, 19, 7, cl);
    static const int order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int hclen = 19;
    while (hclen > 4 && cl[order[hclen - 1]] == 0) hclen--;
    uint16_t lc[286], dc[30], cc[19];
    cscreen_codes(ll, 286, lc);
    cscreen_codes(dl, 30, dc);
    cscreen_codes(cl, 19, cc);

    cscreen_put(w, final ? 1 : 0, 1);
    cscreen_put(w, 2, 2);
    cscreen_put(w, (uint32_t)(hlit - 257), 5);
    cscreen_put(w, (uint32_t)(hdist - 1), 5);
    cscreen_put(w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) cscreen_put(w, cl[order[i]], 3);
    for (int i = 0; i < ns; i++) {
        cscreen_put(w, cc[sym[i]], cl[sym[i]]);
        if (sym[i] == 16) cscreen_put(w, ext[i], 2);
        else if (sym[i] == 17) cscreen_put(w, ext[i], 3);
        else if (sym[i] == 18) cscreen_put(w, ext[i], 7);
    }
    for (size_t i = 0; i < n; i++) {
        uint32_t t = tokens[i];
        if (t & CSCREEN_MATCH) {
            uint32_t e;
            int eb;
            int s = cscreen_length_symbol(((t >> 16) & 0xff) + 3, &e, &eb);
            cscreen_put(w, lc[s], ll[s]);
            if (eb) cscreen_put(w, e, eb);
            int d = cscreen_distance_symbol((t & 0xffff) + 1, &e, &eb);
            cscreen_put(w, dc[d], dl[d]);
            if (eb) cscreen_put(w, e, eb);
        } else {
            cscreen_put(w, lc[t], ll[t]);
        }
    }
    cscreen_put(w, lc[256], ll[256]);
}

/* The longest match at i: one row up, one pixel back, or the table's earlier
 * position with the same 4 bytes (which then points at i). */
static inline void cscreen_find(const uint8_t *in, size_t n, size_t i, size_t row, size_t bpp, int up, uint32_t *table,
                                int shift, size_t *best_out, size_t *dist_out) {
    /* One token at a time: a long stretch equal to the row above is taken a
     * token at a time so that where it is also a run (zeros, one colour), the
     * run's short distance is written instead of the row's (10 more bits). */
    size_t max = n - i < 258 ? n - i : 258;
    size_t best = 0, dist = 0;
    /* The run first: on a tie it wins (its distance costs no extra bits), and a
     * long one is taken without reading the row above as far again. */
    if (i >= bpp) {
        best = cscreen_agree(in + i, in + i - bpp, max);
        dist = bpp;
    }
    if (best < 258 && up && i >= row) {
        size_t above = cscreen_agree(in + i, in + i - row, max);
        if (above > best) {
            best = above;
            dist = row;
        }
    }
    if (best < 32 && max >= 4) {
        uint32_t v;
        memcpy(&v, in + i, 4);
        uint32_t h = (v * 2654435761u) >> shift;
        size_t at = table[h];
        table[h] = (uint32_t)i + 1;
        if (at > 0 && at - 1 < i && i - (at - 1) <= 32768) {
            size_t l = cscreen_agree(in + i, in + at - 1, max);
            if (l > best + 1 || (best < 4 && l >= 4)) {
                best = l;
                dist = i - (at - 1);
            }
        }
    }
    *best_out = best;
    *dist_out = dist;
}

size_t cpng_screen_zlib(const uint8_t *in, size_t n, size_t row, size_t bpp, uint8_t *out, size_t cap) {
    if (out == NULL || cap < 16 || row == 0 || bpp == 0 || bpp > 8) return 0;
    /* Each step adds at most two tokens (a lazy literal and a match) for at
     * least one byte, and a block is written once it holds CSCREEN_BLOCK. */
    size_t most = (n < CSCREEN_BLOCK ? n : CSCREEN_BLOCK) + 2;
    uint32_t *tokens = malloc(most * sizeof(uint32_t));
    /* A small image gets a small table (clearing it is most of a crop's cost). */
    int bits = n > ((size_t)1 << 18) ? CSCREEN_HASH_BITS : 12;
    int shift = 32 - bits;
    uint32_t *table = calloc((size_t)1 << bits, sizeof(uint32_t));
    if (tokens == NULL || table == NULL) {
        free(tokens);
        free(table);
        return 0;
    }
    cscreen_writer w = {out, cap, 0, 0, 0, 0};
    out[0] = 0x78; /* deflate, 32 KB window */
    out[1] = 0x01; /* no dictionary, fastest; (0x78 << 8 | 0x01) % 31 == 0 */
    w.o = 2;
    int up = row <= 32768;
    size_t nt = 0, i = 0;
    while (i < n) {
        size_t best, dist;
        cscreen_find(in, n, i, row, bpp, up, table, shift, &best, &dist);
        if (best >= 4 && best < 32 && i + 1 < n) {
            /* Lazy: a longer match one byte on is worth a literal now. */
            size_t b2, d2;
            cscreen_find(in, n, i + 1, row, bpp, up, table, shift, &b2, &d2);
            if (b2 > best + 1) {
                tokens[nt++] = in[i++];
                best = b2;
                dist = d2;
            }
        }
        if (best >= 4) {
            /* At most 258 bytes (cscreen_find): one token. */
            tokens[nt++] = CSCREEN_MATCH | (uint32_t)(best - 3) << 16 | (uint32_t)(dist - 1);
            i += best;
        } else {
            tokens[nt++] = in[i++];
        }
        if (nt >= CSCREEN_BLOCK) {
            cscreen_block(&w, tokens, nt, 0);
            nt = 0;
            if (w.overflow) break;
        }
    }
    if (!w.overflow) cscreen_block(&w, tokens, nt, 1);
    free(tokens);
    free(table);
    if (!w.overflow) cscreen_flush(&w);
    if (w.overflow || w.o + 4 > cap) return 0;
    uint32_t adler = libdeflate_adler32(1, in, n);
    out[w.o++] = (uint8_t)(adler >> 24);
    out[w.o++] = (uint8_t)(adler >> 16);
    out[w.o++] = (uint8_t)(adler >> 8);
    out[w.o++] = (uint8_t)adler;
    return w.o;
}
