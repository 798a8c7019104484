#ifndef TABLESNAP_CHARFBUZZ_SHIM_H
#define TABLESNAP_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ft.h>
#include <fribidi/fribidi.h>
#endif
