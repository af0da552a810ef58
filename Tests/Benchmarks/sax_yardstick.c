/*
 * The throughput yardstick: a C program that only reads a file and runs libxml2's SAX2 push
 * parser over it, with the options and chunk size plistc uses, and callbacks that do next to
 * nothing (count elements, bytes of text). No tree, no rules, no report: the least any libxml2
 * reader of the file can cost. plistc lint on large files is compared with it (bench.py);
 * the goal is within 1.5 times it.
 *
 *   cc -O2 sax_yardstick.c $(pkg-config --cflags --libs libxml-2.0) -o sax_yardstick
 *   ./sax_yardstick FILE...
 */
#include <libxml/parser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES
    | XML_PARSE_HUGE | XML_PARSE_IGNORE_ENC;

static unsigned long elements, text_bytes;

static void start_element(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri, int nsc,
                          const xmlChar **ns, int nattr, int ndef, const xmlChar **attr) {
    (void)ctx; (void)name; (void)prefix; (void)uri; (void)nsc; (void)ns; (void)nattr; (void)ndef; (void)attr;
    elements++;
}

static void end_element(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)ctx; (void)name; (void)prefix; (void)uri;
}

static void characters(void *ctx, const xmlChar *text, int length) {
    (void)ctx; (void)text;
    text_bytes += (unsigned long)length;
}

/* The whole file in memory, as plistc reads it. */
static char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc(length > 0 ? (size_t)length : 1);
    *size = bytes ? fread(bytes, 1, (size_t)length, file) : 0;
    fclose(file);
    return bytes;
}

int main(int argc, char **argv) {
    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = start_element;
    handler.endElementNs = end_element;
    handler.characters = characters;
    handler.ignorableWhitespace = characters;
    handler.cdataBlock = characters;
    int status = 0;
    for (int index = 1; index < argc; index++) {
        size_t size = 0;
        char *bytes = read_file(argv[index], &size);
        if (!bytes) {
            fprintf(stderr, "%s: cannot read\n", argv[index]);
            status = 2;
            continue;
        }
        xmlParserCtxtPtr context = xmlCreatePushParserCtxt(&handler, NULL, NULL, 0, NULL);
        xmlCtxtUseOptions(context, options);
        const size_t chunk = 256 << 10;
        size_t offset = 0;
        do {
            size_t count = size - offset < chunk ? size - offset : chunk;
            xmlParseChunk(context, bytes + offset, (int)count, offset + count >= size);
            offset += count;
        } while (offset < size);
        if (!context->wellFormed) status = 1;
        xmlFreeParserCtxt(context);
        free(bytes);
    }
    printf("%lu elements, %lu bytes of text\n", elements, text_bytes);
    return status;
}
