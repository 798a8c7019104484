/* How the PNG encoder's compression level was chosen (docs/performance-history.md, "PNG codecs"):
 * takes a PNG tablesnap wrote (its scanlines in one IDAT), inflates them, and deflates them
 * again at every libdeflate level and at zlib's levels 1 and 2, printing the size and the
 * least thread CPU time of RUNS runs each; then inflating with each library.
 *
 *   bash scripts/floors/build.sh
 *   .build/release/tablesnap render Examples/inbox-19-rows.yaml --out out/inbox.png
 *   .build/floors/deflate-levels out/inbox.png 30
 */
#include <libdeflate.h>
#include <zlib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static uint32_t be32(const unsigned char *p) { return (uint32_t)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3]; }

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: deflate-levels FILE.png RUNS\n"); return 64; }
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    rewind(f);
    unsigned char *png = malloc(size);
    if (fread(png, 1, size, f) != (size_t)size) return 2;
    fclose(f);
    /* The IHDR (RGB or RGBA, 8-bit) and the one IDAT. */
    uint32_t width = be32(png + 16), height = be32(png + 20);
    size_t channels = png[25] == 6 ? 4 : 3, at = 8, raw_size = (size_t)height * (1 + width * channels);
    const unsigned char *idat = NULL;
    size_t idat_size = 0;
    while (at + 12 <= (size_t)size) {
        uint32_t length = be32(png + at);
        if (!memcmp(png + at + 4, "IDAT", 4)) { idat = png + at + 8; idat_size = length; break; }
        at += 12 + length;
    }
    unsigned char *raw = malloc(raw_size), *out = malloc(raw_size + raw_size / 2 + 1024), *back = malloc(raw_size);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (!idat || libdeflate_zlib_decompress(inflater, idat, idat_size, raw, raw_size, NULL) != LIBDEFLATE_SUCCESS) {
        fprintf(stderr, "%s: not one IDAT of %zu bytes of scanlines\n", argv[1], raw_size);
        return 2;
    }
    int runs = atoi(argv[2]);
    size_t capacity = raw_size + raw_size / 2 + 1024, compressed = 0;
    printf("%u x %u, %zu bytes of scanlines\n", width, height, raw_size);
    for (int level = 1; level <= 9; level++) {
        struct libdeflate_compressor *deflater = libdeflate_alloc_compressor(level);
        double best = 1e9;
        for (int r = 0; r < runs; r++) {
            double t = cpu();
            compressed = libdeflate_zlib_compress(deflater, raw, raw_size, out, capacity);
            t = cpu() - t;
            if (t < best) best = t;
        }
        printf("libdeflate level %d: %8zu bytes %7.2f ms\n", level, compressed, best * 1e3);
        libdeflate_free_compressor(deflater);
    }
    for (int level = 1; level <= 2; level++) {
        double best = 1e9;
        uLongf length = 0;
        for (int r = 0; r < runs; r++) {
            length = capacity;
            double t = cpu();
            compress2(out, &length, raw, raw_size, level);
            t = cpu() - t;
            if (t < best) best = t;
        }
        printf("zlib level %d:       %8lu bytes %7.2f ms\n", level, length, best * 1e3);
        compressed = length;
    }
    double best_libdeflate = 1e9, best_zlib = 1e9;
    for (int r = 0; r < runs; r++) {
        double t = cpu();
        libdeflate_zlib_decompress(inflater, out, compressed, back, raw_size, NULL);
        t = cpu() - t;
        if (t < best_libdeflate) best_libdeflate = t;
        uLongf length = raw_size;
        t = cpu();
        uncompress(back, &length, out, compressed);
        t = cpu() - t;
        if (t < best_zlib) best_zlib = t;
    }
    printf("inflate: libdeflate %.2f ms, zlib %.2f ms\n", best_libdeflate * 1e3, best_zlib * 1e3);
    return 0;
}
