#ifndef PLISTC_CHARFBUZZ_SHIM_H
#define PLISTC_CHARFBUZZ_SHIM_H

// HarfBuzz's subsetter: cuts a font down to the characters a specimen page shows.
#include <hb-subset.h>

#endif
