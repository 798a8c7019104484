#include "png_rows.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct tablesnap_png_rows {
    png_structp png;
    png_infop info;
    const unsigned char *bytes;
    size_t count;
    size_t offset;
    unsigned width, height;
    char error[200];
};

static void on_error(png_structp png, png_const_charp text) {
    tablesnap_png_rows *reader = png_get_error_ptr(png);
    strncpy(reader->error, text ? text : "damaged", sizeof reader->error - 1);
    reader->error[sizeof reader->error - 1] = 0;
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

static void read_bytes(png_structp png, png_bytep out, size_t length) {
    tablesnap_png_rows *reader = png_get_io_ptr(png);
    if (length > reader->count - reader->offset) png_error(png, "the file ends too early");
    memcpy(out, reader->bytes + reader->offset, length);
    reader->offset += length;
}

static void say(char *message, size_t size, const char *text) {
    if (!message || size == 0) return;
    strncpy(message, text, size - 1);
    message[size - 1] = 0;
}

tablesnap_png_rows *tablesnap_png_rows_open(const unsigned char *bytes, size_t count, tablesnap_png_rows_status *status,
                                            char *message, size_t message_size) {
    *status = TABLESNAP_PNG_ROWS_ERROR;
    if (count < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
        say(message, message_size, "not a readable PNG");
        return NULL;
    }
    tablesnap_png_rows *reader = calloc(1, sizeof *reader);
    if (!reader) { say(message, message_size, "out of memory"); return NULL; }
    reader->bytes = bytes;
    reader->count = count;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
    reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
    if (!reader->info) {
        say(message, message_size, "out of memory");
        tablesnap_png_rows_close(reader);
        return NULL;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        say(message, message_size, reader->error);
        tablesnap_png_rows_close(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, reader, read_bytes);
    /* A header may declare anything: the caller checks the size before reading a row. */
    png_set_user_limits(reader->png, 0x7fffffff, 0x7fffffff);
    png_read_info(reader->png, reader->info);
    int depth = png_get_bit_depth(reader->png, reader->info);
    int colour = png_get_color_type(reader->png, reader->info);
    if (depth == 16 || png_get_interlace_type(reader->png, reader->info) != PNG_INTERLACE_NONE) {
        *status = TABLESNAP_PNG_ROWS_UNSUPPORTED;
        tablesnap_png_rows_close(reader);
        return NULL;
    }
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    png_set_expand(reader->png);  /* palette to RGB, grey under 8 bits to 8, tRNS to alpha */
    if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(reader->png);
    if (!(colour & PNG_COLOR_MASK_ALPHA) && !png_get_valid(reader->png, reader->info, PNG_INFO_tRNS)) {
        png_set_add_alpha(reader->png, 0xff, PNG_FILLER_AFTER);
    }
    png_read_update_info(reader->png, reader->info);
    if (png_get_rowbytes(reader->png, reader->info) != (size_t)reader->width * 4) {
        say(message, message_size, "an unexpected pixel layout");
        tablesnap_png_rows_close(reader);
        return NULL;
    }
    *status = TABLESNAP_PNG_ROWS_OK;
    return reader;
}

unsigned tablesnap_png_rows_width(const tablesnap_png_rows *reader) { return reader->width; }
unsigned tablesnap_png_rows_height(const tablesnap_png_rows *reader) { return reader->height; }

int tablesnap_png_rows_read(tablesnap_png_rows *reader, unsigned char *rgba, unsigned count, char *message, size_t message_size) {
    if (setjmp(png_jmpbuf(reader->png))) {
        say(message, message_size, reader->error);
        return -1;
    }
    for (unsigned row = 0; row < count; row++) {
        png_read_row(reader->png, rgba + (size_t)row * reader->width * 4, NULL);
    }
    return 0;
}

void tablesnap_png_rows_close(tablesnap_png_rows *reader) {
    if (!reader) return;
    if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    free(reader);
}
