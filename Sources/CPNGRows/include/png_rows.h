#ifndef TABLESNAP_PNG_ROWS_H
#define TABLESNAP_PNG_ROWS_H
#include <stddef.h>

/// A PNG read a band of rows at a time, as 8-bit RGBA (libpng's row API, whose errors
/// longjmp: that is kept inside this C file). Only 8-bit, non-interlaced images are read
/// this way; `tablesnap_png_rows_open` says when an image is not one of them.
typedef struct tablesnap_png_rows tablesnap_png_rows;

/// Why opening did not give a reader.
typedef enum {
    TABLESNAP_PNG_ROWS_OK = 0,
    TABLESNAP_PNG_ROWS_ERROR = 1,        /* not a PNG, damaged: `message` says */
    TABLESNAP_PNG_ROWS_UNSUPPORTED = 2,  /* 16-bit or interlaced: read it whole instead */
} tablesnap_png_rows_status;

/// Opens PNG bytes (which must outlive the reader) and reads the header.
tablesnap_png_rows *tablesnap_png_rows_open(const unsigned char *bytes, size_t count, tablesnap_png_rows_status *status,
                                            char *message, size_t message_size);
unsigned tablesnap_png_rows_width(const tablesnap_png_rows *reader);
unsigned tablesnap_png_rows_height(const tablesnap_png_rows *reader);
/// Reads the next `count` rows into `rgba` (count × width × 4 bytes); 0 on success, else
/// -1 with `message` set (a damaged image).
int tablesnap_png_rows_read(tablesnap_png_rows *reader, unsigned char *rgba, unsigned count, char *message, size_t message_size);
void tablesnap_png_rows_close(tablesnap_png_rows *reader);

#endif
