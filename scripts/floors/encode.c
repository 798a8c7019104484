/* The floor of tablesnap's PNG encoding (docs/performance.md, "How `bench` measures"): the same pixels
 * encoded by the same library with the same settings, in C. It reads a PNG tablesnap wrote
 * (libpng, not timed), lays its pixels out as Cairo does (native-endian ARGB32, as a render
 * leaves them), then times what `PNGEncoder` does: Cairo's pixels to RGB scanlines with
 * filter byte 0 in one buffer, one zlib stream by libdeflate at level 2, the IDAT's CRC-32.
 * It prints the least and the median thread CPU time of RUNS encodings, in nanoseconds, and
 * the compressed size.
 *
 *   cc -O2 -o encode scripts/floors/encode.c $(pkg-config --cflags --libs libpng libdeflate)
 *   ./encode render.png 30
 */
#include <libdeflate.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double thread_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: encode FILE.png RUNS\n");
        return 2;
    }
    int runs = atoi(argv[2]);
    if (runs < 1) return 2;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, argv[1])) {
        fprintf(stderr, "%s: %s\n", argv[1], image.message);
        return 1;
    }
    image.format = PNG_FORMAT_BGRA; /* little-endian ARGB32: Cairo's layout on x86 */
    size_t width = image.width, height = image.height, stride = width * 4;
    uint8_t *argb = malloc(stride * height);
    if (!argb || !png_image_finish_read(&image, NULL, argb, (png_int_32)stride, NULL)) return 1;

    size_t row_bytes = 1 + width * 3, raw_count = height * row_bytes;
    double *samples = malloc(runs * sizeof *samples);
    size_t out_bytes = 0;
    for (int run = 0; run < runs; run++) {
        double start = thread_ns();
        struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(2);
        uint8_t *raw = malloc(raw_count);
        for (size_t y = 0; y < height; y++) {
            uint8_t *out = raw + y * row_bytes;
            const uint32_t *in = (const uint32_t *)(argb + y * stride);
            *out++ = 0;
            for (size_t x = 0; x < width; x++, out += 3) {
                uint32_t p = in[x];
                out[0] = (uint8_t)(p >> 16);
                out[1] = (uint8_t)(p >> 8);
                out[2] = (uint8_t)p;
            }
        }
        size_t bound = libdeflate_zlib_compress_bound(compressor, raw_count);
        uint8_t *idat = malloc(bound + 4);
        memcpy(idat, "IDAT", 4);
        out_bytes = libdeflate_zlib_compress(compressor, raw, raw_count, idat + 4, bound);
        volatile uint32_t crc = libdeflate_crc32(0, idat, out_bytes + 4);
        (void)crc;
        free(idat);
        free(raw);
        libdeflate_free_compressor(compressor);
        samples[run] = thread_ns() - start;
    }
    qsort(samples, runs, sizeof *samples, compare);
    printf("%.0f %.0f %zu\n", samples[0], samples[runs / 2], out_bytes);
    return 0;
}
