#ifndef PLISTC_CLIBXML2_SHIM_H
#define PLISTC_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU. Its ICU declarations clash with the ICU that
// Foundation brings into test targets ("'UErrorCode' has different definitions"),
// and plistc uses none of libxml2's ICU features: read the version header first,
// switch ICU off, then include the rest.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#endif
