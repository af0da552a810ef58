#ifndef PLISTC_CFREETYPE_SHIM_H
#define PLISTC_CFREETYPE_SHIM_H

// FreeType's public headers are reached through the macros ft2build.h defines.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

#endif
