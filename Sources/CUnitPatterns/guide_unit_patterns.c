#include "guide_unit_patterns.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

/// A growing UTF-8 text.
struct text { char *bytes; size_t length, capacity; int failed; };

static void append(struct text *text, const char *bytes, size_t length) {
    if (text->failed) return;
    if (text->length + length + 1 > text->capacity) {
        size_t capacity = (text->capacity + length + 1) * 2;
        char *grown = realloc(text->bytes, capacity);
        if (!grown) { text->failed = 1; return; }
        text->bytes = grown;
        text->capacity = capacity;
    }
    memcpy(text->bytes + text->length, bytes, length);
    text->length += length;
    text->bytes[text->length] = 0;
}

static void append_string(struct text *text, const char *string) { append(text, string, strlen(string)); }

/// Appends each string of `entries` (a unit's table: plural categories and others) as a line.
static void append_unit(struct text *text, const char *table, const char *category, UResourceBundle *unit) {
    int32_t count = ures_getSize(unit);
    for (int32_t i = 0; i < count; i++) {
        UErrorCode status = U_ZERO_ERROR;
        UResourceBundle *entry = ures_getByIndex(unit, i, NULL, &status);
        if (U_FAILURE(status) || !entry) continue;
        int32_t length = 0;
        const UChar *pattern = ures_getType(entry) == URES_STRING ? ures_getString(entry, &length, &status) : NULL;
        char utf8[256];
        int32_t written = 0;
        if (pattern && U_SUCCESS(status)) u_strToUTF8(utf8, sizeof utf8, &written, pattern, length, &status);
        if (pattern && U_SUCCESS(status) && written < (int32_t)sizeof utf8 && !memchr(utf8, '\n', (size_t)written) && !memchr(utf8, '\t', (size_t)written)) {
            append_string(text, table); append(text, "\t", 1);
            append_string(text, category); append(text, "/", 1); append_string(text, ures_getKey(unit)); append(text, "\t", 1);
            append_string(text, ures_getKey(entry)); append(text, "\t", 1);
            append(text, utf8, (size_t)written); append(text, "\n", 1);
        }
        ures_close(entry);
    }
}

char *guide_unit_patterns(const char *locale) {
    static const char *tables[] = {"units", "unitsShort", "unitsNarrow"};
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(U_ICUDATA_NAME "-unit", locale, &status);
    if (U_FAILURE(status) || !bundle) return NULL;
    struct text text = {0};
    append(&text, "", 0);
    for (size_t t = 0; t < sizeof tables / sizeof *tables; t++) {
        status = U_ZERO_ERROR;
        UResourceBundle *table = ures_getByKey(bundle, tables[t], NULL, &status);
        if (U_FAILURE(status) || !table) continue;
        int32_t categories = ures_getSize(table);
        for (int32_t c = 0; c < categories; c++) {
            status = U_ZERO_ERROR;
            UResourceBundle *category = ures_getByIndex(table, c, NULL, &status);
            if (U_FAILURE(status) || !category) continue;
            if (ures_getType(category) == URES_TABLE) {
                int32_t units = ures_getSize(category);
                for (int32_t u = 0; u < units; u++) {
                    status = U_ZERO_ERROR;
                    UResourceBundle *unit = ures_getByIndex(category, u, NULL, &status);
                    if (U_FAILURE(status) || !unit) continue;
                    if (ures_getType(unit) == URES_TABLE) append_unit(&text, tables[t], ures_getKey(category), unit);
                    ures_close(unit);
                }
            }
            ures_close(category);
        }
        ures_close(table);
    }
    ures_close(bundle);
    if (text.failed) { free(text.bytes); return NULL; }
    return text.bytes;
}
