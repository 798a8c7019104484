#include <malloc.h>
#include "held_bytes.h"

size_t tablesnap_held_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
