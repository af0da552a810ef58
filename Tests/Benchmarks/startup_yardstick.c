/*
 * The start-up yardstick: a C program that does the least a style-dictionary linter must do
 * with libxml2 — read the file, parse it (no network, no entities), walk the top-level <dict>
 * and check that every entry is a <dict> with a fontName <string> and a fontSize number —
 * and prints "OK" or the first problem. plistc's start-up is compared with it on the same 2 KB
 * file (bench.py); it is not a linter.
 *
 *   cc -O2 startup_yardstick.c $(pkg-config --cflags --libs libxml-2.0) -o startup_yardstick
 */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <string.h>

static int is_element(xmlNode *node, const char *name) {
    return node && node->type == XML_ELEMENT_NODE && strcmp((const char *)node->name, name) == 0;
}

static xmlNode *next_element(xmlNode *node) {
    while (node && node->type != XML_ELEMENT_NODE) node = node->next;
    return node;
}

/* 0 when the entry dict has a fontName string and a fontSize integer or real. */
static int check_entry(xmlNode *dict) {
    int has_name = 0, has_size = 0;
    for (xmlNode *key = next_element(dict->children); key; key = next_element(key->next)) {
        xmlNode *value = next_element(key->next);
        if (!is_element(key, "key") || !value) return 1;
        xmlChar *text = xmlNodeGetContent(key);
        if (strcmp((const char *)text, "fontName") == 0) has_name = is_element(value, "string");
        if (strcmp((const char *)text, "fontSize") == 0)
            has_size = is_element(value, "real") || is_element(value, "integer");
        xmlFree(text);
        key = value;
    }
    return !(has_name && has_size);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    xmlDoc *document = xmlReadFile(argv[1], NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    if (!document) {
        printf("%s: not well-formed XML\n", argv[1]);
        return 1;
    }
    xmlNode *plist = xmlDocGetRootElement(document);
    xmlNode *top = plist ? next_element(plist->children) : NULL;
    int problems = 0;
    if (!is_element(top, "dict")) {
        problems = 1;
    } else {
        for (xmlNode *key = next_element(top->children); key; key = next_element(key->next)) {
            xmlNode *value = next_element(key->next);
            if (!is_element(key, "key") || !is_element(value, "dict") || check_entry(value)) problems++;
            if (!value) break;
            key = value;
        }
    }
    printf(problems ? "%s: %d problems\n" : "%s: OK\n", argv[1], problems);
    xmlFreeDoc(document);
    return problems ? 1 : 0;
}
