#ifndef TABLESNAP_CLIBDEFLATE_SHIM_H
#define TABLESNAP_CLIBDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
