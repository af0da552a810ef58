/*
 * Which libxml2 interface is faster for building a plist tree: the SAX2 push parser (what
 * plistc uses) or the streaming xmlTextReader? Both walk the same file doing the least a tree
 * builder needs (element names, text), with the options plistc uses.
 *
 *   cc -O2 sax_vs_reader.c $(pkg-config --cflags --libs libxml-2.0) && ./a.out FILE [RUNS]
 */
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES
    | XML_PARSE_HUGE;

static unsigned long events;

static void start_element(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri, int nsc,
                          const xmlChar **ns, int nattr, int ndef, const xmlChar **attr) {
    (void)ctx; (void)prefix; (void)uri; (void)nsc; (void)ns; (void)nattr; (void)ndef; (void)attr;
    events += name[0];
}

static void end_element(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)ctx; (void)prefix; (void)uri;
    events += name[0];
}

static void characters(void *ctx, const xmlChar *text, int length) {
    (void)ctx;
    events += length ? text[0] : 0;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static double sax(const char *bytes, size_t size) {
    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = start_element;
    handler.endElementNs = end_element;
    handler.characters = characters;
    handler.cdataBlock = characters;
    double start = now();
    xmlParserCtxtPtr context = xmlCreatePushParserCtxt(&handler, NULL, NULL, 0, NULL);
    xmlCtxtUseOptions(context, options);
    const size_t chunk = 256 << 10;
    for (size_t offset = 0; offset < size; offset += chunk) {
        size_t count = size - offset < chunk ? size - offset : chunk;
        xmlParseChunk(context, bytes + offset, (int)count, offset + count >= size);
    }
    xmlFreeParserCtxt(context);
    return now() - start;
}

static double reader(const char *bytes, size_t size) {
    double start = now();
    xmlTextReaderPtr reader = xmlReaderForMemory(bytes, (int)size, NULL, NULL, options);
    while (xmlTextReaderRead(reader) == 1) {
        const xmlChar *name = xmlTextReaderConstLocalName(reader);
        events += name ? name[0] : 0;
        if (xmlTextReaderNodeType(reader) == XML_READER_TYPE_TEXT) {
            const xmlChar *value = xmlTextReaderConstValue(reader);
            events += value ? value[0] : 0;
        }
    }
    xmlFreeTextReader(reader);
    return now() - start;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE [RUNS]\n", argv[0]);
        return 2;
    }
    int runs = argc > 2 ? atoi(argv[2]) : 7;
    if (runs < 1 || runs > 99) runs = 7;
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    fseek(file, 0, SEEK_END);
    size_t size = (size_t)ftell(file);
    rewind(file);
    char *bytes = malloc(size);
    if (!bytes || fread(bytes, 1, size, file) != size) return 2;
    fclose(file);
    xmlInitParser();
    double sax_times[99], reader_times[99];
    for (int run = 0; run < runs; run++) {
        sax_times[run] = sax(bytes, size);
        reader_times[run] = reader(bytes, size);
    }
    qsort(sax_times, runs, sizeof(double), compare);
    qsort(reader_times, runs, sizeof(double), compare);
    printf("  SAX2 push parser   %8.1f ms\n", sax_times[runs / 2] * 1000);
    printf("  xmlTextReader      %8.1f ms  (%.2fx SAX2)\n", reader_times[runs / 2] * 1000,
           reader_times[runs / 2] / sax_times[runs / 2]);
    free(bytes);
    return events == 0;
}
