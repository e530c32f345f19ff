// A small C wrapper around ICU's word break iterator (Debian: libicu-dev). Swift sees only
// this header, never ICU's own, so it cannot clash with the ICU that Foundation bundles.
#include "guide_wordbreak.h"
#include <stdlib.h>
#include <unicode/ubrk.h>

struct guide_word_breaker {
    UBreakIterator *iterator;
};

static const UChar empty_text[1] = {0};

guide_word_breaker *guide_word_breaker_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_WORD, locale, empty_text, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) return NULL;
    guide_word_breaker *breaker = malloc(sizeof(guide_word_breaker));
    if (breaker == NULL) { ubrk_close(iterator); return NULL; }
    breaker->iterator = iterator;
    return breaker;
}

void guide_word_breaker_close(guide_word_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t guide_word_breaker_boundaries(guide_word_breaker *breaker, const uint16_t *text, int32_t length,
                                      int32_t *out, int32_t capacity) {
    if (breaker == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    ubrk_first(breaker->iterator);
    int32_t end;
    while ((end = ubrk_next(breaker->iterator)) != UBRK_DONE && count < capacity) {
        out[count++] = end;
    }
    // Leave no pointer to the caller's buffer behind.
    status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, empty_text, 0, &status);
    return count;
}
