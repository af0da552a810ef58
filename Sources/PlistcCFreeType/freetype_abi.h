/*
 * The part of FreeType's ABI (soname 6) that plistc uses, declared here so that building plistc
 * needs no FreeType headers; FontCatalog loads the library itself with dlopen on first use.
 *
 * The C compiler lays these structs out, so FT_Long is C's long whatever the platform, and
 * Tests/FontCatalogTests/FreeTypeLayoutTests compiles this header beside FreeType's own
 * (libfreetype-dev) and asserts every offset, size and constant is the same.
 */
#ifndef PLISTC_FREETYPE_ABI_H
#define PLISTC_FREETYPE_ABI_H

/* FT_Library: opaque. */
typedef struct PlistcFTLibraryRec *PlistcFTLibrary;

/* The leading fields of FT_FaceRec, the only ones plistc reads; FreeType's face is larger. */
typedef struct PlistcFTFaceHead {
    long num_faces;   /* FT_Long */
    long face_index;  /* FT_Long */
    long face_flags;  /* FT_Long */
    long style_flags; /* FT_Long */
    long num_glyphs;  /* FT_Long */
    char *family_name; /* FT_String* */
    char *style_name;  /* FT_String* */
} PlistcFTFaceHead;

/* The leading fields of TT_OS2, the OS/2 table, up to the weight class. */
typedef struct PlistcTTOS2Head {
    unsigned short version;       /* FT_UShort */
    short xAvgCharWidth;          /* FT_Short */
    unsigned short usWeightClass; /* FT_UShort */
} PlistcTTOS2Head;

/* The leading fields of TT_Header, the head table, up to the units per em. */
typedef struct PlistcTTHeaderHead {
    long Table_Version;          /* FT_Fixed */
    long Font_Revision;          /* FT_Fixed */
    long CheckSum_Adjust;        /* FT_Long */
    long Magic_Number;           /* FT_Long */
    unsigned short Flags;        /* FT_UShort */
    unsigned short Units_Per_EM; /* FT_UShort */
} PlistcTTHeaderHead;

/* The leading fields of TT_HoriHeader, the hhea table: the line metrics Apple uses. */
typedef struct PlistcTTHoriHeaderHead {
    long Version;    /* FT_Fixed */
    short Ascender;  /* FT_Short */
    short Descender; /* FT_Short */
    short Line_Gap;  /* FT_Short */
} PlistcTTHoriHeaderHead;

/* FT_STYLE_FLAG_ITALIC */
#define PLISTC_FT_STYLE_FLAG_ITALIC 1
/* FT_SFNT_OS2, the FT_Sfnt_Tag of the OS/2 table; FT_SFNT_HEAD and FT_SFNT_HHEA */
#define PLISTC_FT_SFNT_OS2 2
#define PLISTC_FT_SFNT_HEAD 0
#define PLISTC_FT_SFNT_HHEA 3

/* The functions, as pointer types for dlsym; FT_Error is int, FT_Sfnt_Tag an int-sized enum. */
typedef int (*PlistcFTInitFreeType)(PlistcFTLibrary *library);
typedef int (*PlistcFTDoneFreeType)(PlistcFTLibrary library);
typedef int (*PlistcFTNewFace)(PlistcFTLibrary library, const char *path, long face_index, PlistcFTFaceHead **face);
typedef int (*PlistcFTDoneFace)(PlistcFTFaceHead *face);
typedef const char *(*PlistcFTGetPostscriptName)(PlistcFTFaceHead *face);
typedef void *(*PlistcFTGetSfntTable)(PlistcFTFaceHead *face, int tag);

#endif
