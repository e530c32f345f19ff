#ifndef GUIDE_UNIT_PATTERNS_H
#define GUIDE_UNIT_PATTERNS_H

/// CLDR's patterns for units of measure in `locale`, read from ICU's data: one a line, with
/// tabs between its table ("units", "unitsShort" or "unitsNarrow"), its unit
/// ("duration/minute"), its plural category ("other") and the pattern ("{0} min"), in UTF-8.
/// NULL when ICU's data cannot be read. The caller frees it with free().
///
/// A C function of its own: ICU's headers declare the same types as Foundation's own copy of
/// ICU, and the two cannot be seen from one Swift module.
char *guide_unit_patterns(const char *locale);

#endif
