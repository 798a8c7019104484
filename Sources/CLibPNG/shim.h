#ifndef TABLESNAP_CLIBPNG_SHIM_H
#define TABLESNAP_CLIBPNG_SHIM_H
#include <png.h>
#endif
