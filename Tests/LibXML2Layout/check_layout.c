/*
 * Compiled by Tests/PropertyListTests/LibXML2LayoutTests.swift against libxml2's own headers
 * (libxml2-dev) and plistc's Sources/PlistcCLibXML2/libxml2_abi.h. The compile fails if a field plistc
 * reads or writes moved or changed size, a callback's signature differs, or a constant differs;
 * run, it prints libxml2's offsets and sizes for the test to compare with what Swift imports
 * from plistc's header.
 */
#include <stddef.h>
#include <stdio.h>

#include <libxml/parser.h>
#include <libxml/xmlerror.h>

#include "libxml2_abi.h"

#define SAME_FIELD(real, ours, field)                                                          \
    _Static_assert(offsetof(real, field) == offsetof(ours, field), #real "." #field " moved"); \
    _Static_assert(sizeof(((real *)0)->field) == sizeof(((ours *)0)->field), #real "." #field " changed size")

#define SAME_CONSTANT(name) _Static_assert((long)name == (long)PLISTC_##name, #name " changed")

/* Each callback plistc sets, assigned to libxml2's own field: with -Werror this fails to compile
 * unless the two function types agree parameter by parameter (serror's error parameter is
 * plistc's PlistcXMLError, checked by size and offsets below instead). */
void same_callbacks(xmlSAXHandler *real, const PlistcXMLSAXHandler *ours) {
    real->entityDecl = ours->entityDecl;
    real->unparsedEntityDecl = ours->unparsedEntityDecl;
    real->characters = ours->characters;
    real->ignorableWhitespace = ours->ignorableWhitespace;
    real->processingInstruction = ours->processingInstruction;
    real->comment = ours->comment;
    real->cdataBlock = ours->cdataBlock;
    real->startElementNs = ours->startElementNs;
    real->endElementNs = ours->endElementNs;
}

/* Each function plistc finds with dlsym has the signature plistc's typedef for it spells with
 * its own struct names (PlistcXMLParserContextHead for xmlParserCtxt, void for xmlDoc). */
#define SAME_FUNCTION(function, type) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(function) *, type), #function "'s signature changed")
SAME_FUNCTION(xmlInitParser, void (*)(void));
SAME_FUNCTION(xmlCtxtUseOptions, int (*)(xmlParserCtxtPtr, int));
SAME_FUNCTION(xmlParseChunk, int (*)(xmlParserCtxtPtr, const char *, int, int));
SAME_FUNCTION(xmlStopParser, void (*)(xmlParserCtxtPtr));
SAME_FUNCTION(xmlFreeParserCtxt, void (*)(xmlParserCtxtPtr));
SAME_FUNCTION(xmlFreeDoc, void (*)(xmlDocPtr));
SAME_FUNCTION(
    xmlCreatePushParserCtxt, xmlParserCtxtPtr (*)(xmlSAXHandlerPtr, void *, const char *, int, const char *));
SAME_FUNCTION(xmlSetStructuredErrorFunc, void (*)(void *, xmlStructuredErrorFunc));
#ifdef LIBXML_THREAD_ENABLED
SAME_FUNCTION(__xmlParserVersion, const char **(*)(void));
#endif

_Static_assert(sizeof(xmlSAXHandler) == sizeof(PlistcXMLSAXHandler), "xmlSAXHandler changed size");
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, entityDecl);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, unparsedEntityDecl);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, characters);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, ignorableWhitespace);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, processingInstruction);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, comment);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, cdataBlock);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, initialized);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, startElementNs);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, endElementNs);
SAME_FIELD(xmlSAXHandler, PlistcXMLSAXHandler, serror);

_Static_assert(sizeof(xmlError) == sizeof(PlistcXMLError), "xmlError changed size");
SAME_FIELD(xmlError, PlistcXMLError, code);
SAME_FIELD(xmlError, PlistcXMLError, message);
SAME_FIELD(xmlError, PlistcXMLError, level);
SAME_FIELD(xmlError, PlistcXMLError, line);
SAME_FIELD(xmlError, PlistcXMLError, str1);
SAME_FIELD(xmlError, PlistcXMLError, str2);
SAME_FIELD(xmlError, PlistcXMLError, int2);
SAME_FIELD(xmlError, PlistcXMLError, ctxt);

SAME_FIELD(xmlParserInput, PlistcXMLParserInputHead, base);
SAME_FIELD(xmlParserInput, PlistcXMLParserInputHead, cur);
SAME_FIELD(xmlParserInput, PlistcXMLParserInputHead, end);
SAME_FIELD(xmlParserInput, PlistcXMLParserInputHead, consumed);

SAME_FIELD(xmlParserCtxt, PlistcXMLParserContextHead, userData);
SAME_FIELD(xmlParserCtxt, PlistcXMLParserContextHead, myDoc);
SAME_FIELD(xmlParserCtxt, PlistcXMLParserContextHead, input);

SAME_CONSTANT(XML_PARSE_NONET);
SAME_CONSTANT(XML_PARSE_HUGE);
SAME_CONSTANT(XML_PARSE_IGNORE_ENC);
SAME_CONSTANT(XML_PARSE_BIG_LINES);
SAME_CONSTANT(XML_ERR_DOCUMENT_END);
SAME_CONSTANT(XML_ERR_INVALID_CHAR);
SAME_CONSTANT(XML_ERR_ENTITYREF_SEMICOL_MISSING);
SAME_CONSTANT(XML_ERR_UNDECLARED_ENTITY);
SAME_CONSTANT(XML_WAR_UNDECLARED_ENTITY);
SAME_CONSTANT(XML_ERR_TAG_NAME_MISMATCH);
SAME_CONSTANT(XML_ERR_TAG_NOT_FINISHED);
SAME_CONSTANT(XML_ERR_INVALID_ENCODING);
SAME_CONSTANT(XML_ERR_USER_STOP);
SAME_CONSTANT(XML_ERR_FATAL);
SAME_CONSTANT(XML_SAX2_MAGIC);
_Static_assert(sizeof(xmlChar) == sizeof(PlistcXMLChar), "xmlChar changed size");
_Static_assert(sizeof(xmlErrorLevel) == sizeof(int), "xmlErrorLevel is not int-sized");

int main(void) {
    printf("sax %zu\n", sizeof(xmlSAXHandler));
    printf("sax.initialized %zu\n", offsetof(xmlSAXHandler, initialized));
    printf("sax.startElementNs %zu\n", offsetof(xmlSAXHandler, startElementNs));
    printf("sax.serror %zu\n", offsetof(xmlSAXHandler, serror));
    printf("sax.comment %zu\n", offsetof(xmlSAXHandler, comment));
    printf("sax.entityDecl %zu\n", offsetof(xmlSAXHandler, entityDecl));
    printf("error %zu\n", sizeof(xmlError));
    printf("error.level %zu\n", offsetof(xmlError, level));
    printf("error.str2 %zu\n", offsetof(xmlError, str2));
    printf("error.int2 %zu\n", offsetof(xmlError, int2));
    printf("input.consumed %zu\n", offsetof(xmlParserInput, consumed));
    printf("input.end %zu\n", offsetof(xmlParserInput, end));
    printf("context.userData %zu\n", offsetof(xmlParserCtxt, userData));
    printf("context.myDoc %zu\n", offsetof(xmlParserCtxt, myDoc));
    printf("context.input %zu\n", offsetof(xmlParserCtxt, input));
    return 0;
}
