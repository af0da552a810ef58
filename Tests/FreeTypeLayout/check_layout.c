/*
 * Compiled by Tests/FontCatalogTests/FreeTypeLayoutTests.swift against FreeType's own headers
 * (libfreetype-dev) and plistc's Sources/PlistcCFreeType/freetype_abi.h. The compile fails if a field
 * plistc reads moved or changed size, or a constant or scalar type differs; run, it prints
 * FreeType's offsets for the test to compare with what Swift imports from plistc's header.
 */
#include <stddef.h>
#include <stdio.h>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

#include "freetype_abi.h"

#define SAME_FIELD(real, ours, field)                                                          \
    _Static_assert(offsetof(real, field) == offsetof(ours, field), #real "." #field " moved"); \
    _Static_assert(sizeof(((real *)0)->field) == sizeof(((ours *)0)->field), #real "." #field " changed size")

SAME_FIELD(FT_FaceRec, PlistcFTFaceHead, num_faces);
SAME_FIELD(FT_FaceRec, PlistcFTFaceHead, face_index);
SAME_FIELD(FT_FaceRec, PlistcFTFaceHead, face_flags);
SAME_FIELD(FT_FaceRec, PlistcFTFaceHead, style_flags);
SAME_FIELD(FT_FaceRec, PlistcFTFaceHead, num_glyphs);
SAME_FIELD(FT_FaceRec, PlistcFTFaceHead, family_name);
SAME_FIELD(FT_FaceRec, PlistcFTFaceHead, style_name);
SAME_FIELD(TT_OS2, PlistcTTOS2Head, version);
SAME_FIELD(TT_OS2, PlistcTTOS2Head, xAvgCharWidth);
SAME_FIELD(TT_OS2, PlistcTTOS2Head, usWeightClass);
SAME_FIELD(TT_Header, PlistcTTHeaderHead, Units_Per_EM);
SAME_FIELD(TT_HoriHeader, PlistcTTHoriHeaderHead, Ascender);
SAME_FIELD(TT_HoriHeader, PlistcTTHoriHeaderHead, Descender);
SAME_FIELD(TT_HoriHeader, PlistcTTHoriHeaderHead, Line_Gap);

_Static_assert(FT_STYLE_FLAG_ITALIC == PLISTC_FT_STYLE_FLAG_ITALIC, "FT_STYLE_FLAG_ITALIC changed");
_Static_assert(FT_SFNT_OS2 == PLISTC_FT_SFNT_OS2, "FT_SFNT_OS2 changed");
_Static_assert(FT_SFNT_HEAD == PLISTC_FT_SFNT_HEAD, "FT_SFNT_HEAD changed");
_Static_assert(FT_SFNT_HHEA == PLISTC_FT_SFNT_HHEA, "FT_SFNT_HHEA changed");
_Static_assert(sizeof(FT_Sfnt_Tag) == sizeof(int), "FT_Sfnt_Tag is not int-sized");
_Static_assert(__builtin_types_compatible_p(FT_Error, int), "FT_Error is not int");
_Static_assert(__builtin_types_compatible_p(FT_Long, long), "FT_Long is not long");

int main(void) {
    printf("num_faces %zu\n", offsetof(FT_FaceRec, num_faces));
    printf("style_flags %zu\n", offsetof(FT_FaceRec, style_flags));
    printf("family_name %zu\n", offsetof(FT_FaceRec, family_name));
    printf("style_name %zu\n", offsetof(FT_FaceRec, style_name));
    printf("usWeightClass %zu\n", offsetof(TT_OS2, usWeightClass));
    return 0;
}
