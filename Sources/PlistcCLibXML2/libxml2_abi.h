/*
 * The part of libxml2's ABI (soname 2) that plistc uses, declared here so that building plistc
 * needs no libxml2 headers and links no libxml2: PropertyList opens the library with dlopen the
 * first time a file needs it (a file plistc's own scanner does not read: not plain XML, or with
 * a problem). Loading libxml2 brings ICU, zlib and liblzma with it, which a lint of plain files
 * need not pay for.
 *
 * The C compiler lays these structs out. Tests/PropertyListTests/LibXML2LayoutTests compiles
 * this header beside libxml2's own (libxml2-dev) and asserts that every field plistc uses, every
 * callback and function type, and every constant is the same.
 */
#ifndef PLISTC_LIBXML2_ABI_H
#define PLISTC_LIBXML2_ABI_H

typedef unsigned char PlistcXMLChar; /* xmlChar */

/* xmlParserOption values plistc sets. */
enum {
    PLISTC_XML_PARSE_NONET = 1 << 11,
    PLISTC_XML_PARSE_HUGE = 1 << 19,
    PLISTC_XML_PARSE_IGNORE_ENC = 1 << 21,
    PLISTC_XML_PARSE_BIG_LINES = 1 << 22,
};

/* xmlParserErrors values plistc tells apart, and xmlErrorLevel's XML_ERR_FATAL. */
enum {
    PLISTC_XML_ERR_DOCUMENT_END = 5,
    PLISTC_XML_ERR_INVALID_CHAR = 9,
    PLISTC_XML_ERR_ENTITYREF_SEMICOL_MISSING = 23,
    PLISTC_XML_ERR_UNDECLARED_ENTITY = 26,
    PLISTC_XML_WAR_UNDECLARED_ENTITY = 27,
    PLISTC_XML_ERR_TAG_NAME_MISMATCH = 76,
    PLISTC_XML_ERR_TAG_NOT_FINISHED = 77,
    PLISTC_XML_ERR_INVALID_ENCODING = 81,
    PLISTC_XML_ERR_USER_STOP = 111,
    PLISTC_XML_ERR_FATAL = 3,
};

/* XML_SAX2_MAGIC: a handler with SAX2's fields (startElementNs, serror) set. */
#define PLISTC_XML_SAX2_MAGIC 0xDEEDBEAFu

/* xmlError, whole. */
typedef struct PlistcXMLError {
    int domain;
    int code;
    char *message;
    int level; /* xmlErrorLevel */
    char *file;
    int line;
    char *str1;
    char *str2;
    char *str3;
    int int1;
    int int2; /* the column */
    void *ctxt;
    void *node;
} PlistcXMLError;

/* The leading fields of xmlParserInput, up to the bytes consumed before base. */
typedef struct PlistcXMLParserInputHead {
    void *buf;
    const char *filename;
    const char *directory;
    const PlistcXMLChar *base;
    const PlistcXMLChar *cur;
    const PlistcXMLChar *end;
    int length;
    int line;
    int col;
    unsigned long consumed;
} PlistcXMLParserInputHead;

/* The leading fields of xmlParserCtxt, up to the current input; libxml2's context is larger,
 * and plistc only ever holds a pointer to one libxml2 made. */
typedef struct PlistcXMLParserContextHead {
    void *sax;
    void *userData; /* what every SAX callback is given */
    void *myDoc;    /* xmlDocPtr */
    int wellFormed;
    int replaceEntities;
    const PlistcXMLChar *version;
    const PlistcXMLChar *encoding;
    int standalone;
    int html;
    PlistcXMLParserInputHead *input;
} PlistcXMLParserContextHead;

/* The SAX callbacks plistc sets (each given the context's userData). */
typedef void (*PlistcXMLStartElementNs)(
    void *ctx, const PlistcXMLChar *localname, const PlistcXMLChar *prefix, const PlistcXMLChar *URI,
    int nb_namespaces, const PlistcXMLChar **namespaces, int nb_attributes, int nb_defaulted,
    const PlistcXMLChar **attributes);
typedef void (*PlistcXMLEndElementNs)(
    void *ctx, const PlistcXMLChar *localname, const PlistcXMLChar *prefix, const PlistcXMLChar *URI);
typedef void (*PlistcXMLCharacters)(void *ctx, const PlistcXMLChar *ch, int len);
typedef void (*PlistcXMLComment)(void *ctx, const PlistcXMLChar *value);
typedef void (*PlistcXMLProcessingInstruction)(void *ctx, const PlistcXMLChar *target, const PlistcXMLChar *data);
typedef void (*PlistcXMLEntityDecl)(
    void *ctx, const PlistcXMLChar *name, int type, const PlistcXMLChar *publicId, const PlistcXMLChar *systemId,
    PlistcXMLChar *content);
typedef void (*PlistcXMLUnparsedEntityDecl)(
    void *ctx, const PlistcXMLChar *name, const PlistcXMLChar *publicId, const PlistcXMLChar *systemId,
    const PlistcXMLChar *notationName);
typedef void (*PlistcXMLStructuredError)(void *userData, const PlistcXMLError *error);

/* xmlSAXHandler, whole; the callbacks plistc leaves unset are plain pointers here. */
typedef struct PlistcXMLSAXHandler {
    void *internalSubset;
    void *isStandalone;
    void *hasInternalSubset;
    void *hasExternalSubset;
    void *resolveEntity;
    void *getEntity;
    PlistcXMLEntityDecl entityDecl;
    void *notationDecl;
    void *attributeDecl;
    void *elementDecl;
    PlistcXMLUnparsedEntityDecl unparsedEntityDecl;
    void *setDocumentLocator;
    void *startDocument;
    void *endDocument;
    void *startElement;
    void *endElement;
    void *reference;
    PlistcXMLCharacters characters;
    PlistcXMLCharacters ignorableWhitespace;
    PlistcXMLProcessingInstruction processingInstruction;
    PlistcXMLComment comment;
    void *warning;
    void *error;
    void *fatalError;
    void *getParameterEntity;
    PlistcXMLCharacters cdataBlock;
    void *externalSubset;
    unsigned int initialized;
    void *_private;
    PlistcXMLStartElementNs startElementNs;
    PlistcXMLEndElementNs endElementNs;
    PlistcXMLStructuredError serror;
} PlistcXMLSAXHandler;

/* The functions plistc calls, as dlsym finds them. */
typedef void (*PlistcXMLInitParser)(void);
typedef void (*PlistcXMLSetStructuredErrorFunc)(void *ctx, PlistcXMLStructuredError handler);
typedef PlistcXMLParserContextHead *(*PlistcXMLCreatePushParserCtxt)(
    PlistcXMLSAXHandler *sax, void *user_data, const char *chunk, int size, const char *filename);
typedef int (*PlistcXMLCtxtUseOptions)(PlistcXMLParserContextHead *ctxt, int options);
typedef int (*PlistcXMLParseChunk)(PlistcXMLParserContextHead *ctxt, const char *chunk, int size, int terminate);
typedef void (*PlistcXMLStopParser)(PlistcXMLParserContextHead *ctxt);
typedef void (*PlistcXMLFreeParserCtxt)(PlistcXMLParserContextHead *ctxt);
typedef void (*PlistcXMLFreeDoc)(void *doc);
typedef const char **(*PlistcXMLParserVersion)(void); /* __xmlParserVersion, where threads are on */

#endif
