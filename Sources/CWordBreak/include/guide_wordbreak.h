#ifndef GUIDE_WORDBREAK_H
#define GUIDE_WORDBREAK_H
#include <stdint.h>

/// Opaque reusable word break iterator (ICU's `UBRK_WORD` rules with its CJK dictionary).
typedef struct guide_word_breaker guide_word_breaker;

/// Opens an iterator for a locale ("zh", "en", "" for the root rules); NULL when ICU fails.
guide_word_breaker *guide_word_breaker_open(const char *locale);
void guide_word_breaker_close(guide_word_breaker *breaker);

/// Finds the word boundaries of UTF-16 text: writes the end offset (in UTF-16 units) of every
/// segment, in order, up to `capacity`, and returns how many it wrote (-1 when ICU fails).
int32_t guide_word_breaker_boundaries(guide_word_breaker *breaker, const uint16_t *text, int32_t length,
                                      int32_t *out, int32_t capacity);

#endif
