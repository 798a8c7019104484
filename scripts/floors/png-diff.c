/* The floor `tablesnap diff` is measured against (docs/performance-history.md, "PNG codecs"): decode
 * two PNGs with libpng's simplified API into RGBA buffers and count the pixels that differ
 * byte for byte. No perceptual maths, no anti-aliasing test, no report: the least a program
 * that compares two PNGs with libpng can do.
 *
 *   bash scripts/floors/build.sh        # writes .build/floors/png-diff
 *   .build/floors/png-diff a.png b.png  # prints the number of differing pixels
 */
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t *decode(const char *path, png_uint_32 *width, png_uint_32 *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) {
        fprintf(stderr, "%s: %s\n", path, image.message);
        exit(2);
    }
    image.format = PNG_FORMAT_RGBA;
    uint32_t *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (!pixels || !png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        fprintf(stderr, "%s: %s\n", path, image.message);
        exit(2);
    }
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    return pixels;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: png-diff A.png B.png\n");
        return 64;
    }
    png_uint_32 wa, ha, wb, hb;
    uint32_t *a = decode(argv[1], &wa, &ha);
    uint32_t *b = decode(argv[2], &wb, &hb);
    if (wa != wb || ha != hb) {
        printf("sizes differ: %ux%u, %ux%u\n", wa, ha, wb, hb);
        return 1;
    }
    size_t differing = 0, count = (size_t)wa * ha;
    for (size_t i = 0; i < count; i++) differing += a[i] != b[i];
    printf("%zu\n", differing);
    return differing != 0;
}
