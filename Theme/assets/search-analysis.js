/* guidegen search, part 3 of 7: text analysis, the rules of
   Sources/GuideSearch/TextAnalyzer.swift (tokens, normal forms, stems, the query's units). */
(function (global) {
  "use strict";
  // Under Node (the quality benchmark and tests) each part is a CommonJS module; in the browser
  // the theme loads the parts in order and each adds itself to guidegenSearchParts.
  var node = typeof module === "object" && !!module.exports;
  var parts = node ? null : (global.guidegenSearchParts = global.guidegenSearchParts || {});
  function part(name) { return node ? require("./search-" + name + ".js") : parts[name]; }
  var stem = part("stem").stem;
  var endsWith = part("stem").endsWith;

  /* ---------- Text analysis (the rules of Sources/GuideSearch/TextAnalyzer.swift) ---------- */

  function isCJK(v) {
    return (v >= 0x3005 && v <= 0x3007) || (v >= 0x3021 && v <= 0x3029) || (v >= 0x3040 && v <= 0x30FF) ||
      (v >= 0x31F0 && v <= 0x31FF) || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) ||
      (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFF66 && v <= 0xFF9F) || (v >= 0x20000 && v <= 0x323AF);
  }
  var WORD_CHARACTER;
  try { WORD_CHARACTER = new RegExp("[\\p{L}\\p{M}\\p{N}\\p{Pc}]", "u"); } catch (e) { WORD_CHARACTER = /[A-Za-z0-9_\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/; }
  function isWordCharacter(v) {
    if (v < 0x80) return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39) || v === 0x5F;
    if (isCJK(v)) return false;
    return WORD_CHARACTER.test(String.fromCodePoint(v));
  }
  function isJoiner(v) { return v === 0x27 || v === 0x2E || v === 0x2019; }
  var hasNormalize = typeof "".normalize === "function";
  var MARKS;
  try { MARKS = new RegExp("\\p{Mn}", "gu"); } catch (e) { MARKS = /[\u0300-\u036F]/g; }

  /** Lower-cases, removes accents and apostrophes; null for nothing left or too long. */
  function normalize(token) {
    var w = token.toLowerCase();
    if (/[^\x00-\x7F]/.test(w)) {
      w = w.replace(/\u2019/g, "'");
      if (hasNormalize) w = w.normalize("NFD").replace(MARKS, "").normalize("NFC");
    }
    if (w.indexOf("'") >= 0) {
      if (endsWith(w, "'s")) w = w.slice(0, -2); else if (endsWith(w, "'")) w = w.slice(0, -1);
      w = w.replace(/'/g, "");
    }
    // (Counted in code points, but most words are far shorter in UTF-16 units too.)
    if (!w || (w.length > 60 && Array.from(w).length > 60)) return null;
    return w;
  }
  // Excerpts stem every word of the pages shown, and a page repeats its words: remember stems.
  var stems = new Map();
  function stemWord(w) {
    var s = stems.get(w);
    if (s === undefined) {
      s = /^[a-z]{3,}$/.test(w) ? stem(w) : w;
      if (stems.size >= 50000) stems.clear();
      stems.set(w, s);
    }
    return s;
  }

  /** Splits text into tokens: {kind: "word"|"cjk", text, start, end} (UTF-16 offsets). */
  function tokenize(text) {
    var tokens = [], i = 0, n = text.length;
    function at(k) { var v = text.codePointAt(k); return v; }
    function width(v) { return v > 0xFFFF ? 2 : 1; }
    while (i < n) {
      var v = at(i);
      if (isCJK(v)) {
        var j = i;
        while (j < n) { var u = at(j); if (!isCJK(u)) break; j += width(u); }
        tokens.push({ kind: "cjk", text: text.slice(i, j), start: i, end: j });
        i = j;
      } else if (isWordCharacter(v)) {
        var k = i + width(v);
        while (k < n) {
          var x = at(k);
          if (isWordCharacter(x)) { k += width(x); continue; }
          if (isJoiner(x) && k + 1 < n) {
            var y = at(k + 1);
            if (isWordCharacter(y)) { k += 1 + width(y); continue; }
          }
          break;
        }
        tokens.push({ kind: "word", text: text.slice(i, k), start: i, end: k });
        i = k;
      } else {
        i += width(v);
      }
    }
    return tokens;
  }

  /** Index terms of a piece of text, as the index writer makes them. */
  function termsOf(text, stopWords) {
    var terms = [];
    tokenize(text).forEach(function (token) {
      if (token.kind === "word") {
        var w = normalize(token.text);
        if (w && !stopWords[w]) terms.push(stemWord(w));
      } else {
        var chars = Array.from(token.text);
        if (chars.length === 1) terms.push(chars[0]);
        for (var k = 0; k + 1 < chars.length; k++) terms.push(chars[k] + chars[k + 1]);
      }
    });
    return terms;
  }

  /** Reads a query: words and CJK runs (units), "quoted phrases", -excluded words. */
  function parseQuery(query, stopWords) {
    query = String(query || "").slice(0, 256);
    var phrases = [], match, quoted = /"([^"]+)"/g;
    while ((match = quoted.exec(query))) phrases.push(match[1]);
    var trailingSpace = /[\s"'.,;:!?，。；：！？、]$/.test(query);
    var tokens = tokenize(query), units = [], excluded = [];
    tokens.forEach(function (token, index) {
      var isLast = index === tokens.length - 1;
      var negative = token.start > 0 && query[token.start - 1] === "-" && (token.start === 1 || /\s/.test(query[token.start - 2]));
      if (token.kind === "word") {
        var w = normalize(token.text);
        if (!w) return;
        var unit = { kind: "word", text: token.text, norm: w, stem: stemWord(w), prefix: isLast && !trailingSpace, stop: !!stopWords[w] };
        (negative ? excluded : units).push(unit);
      } else {
        var chars = Array.from(token.text);
        var cjk = { kind: "cjk", text: token.text, chars: chars, prefix: isLast && !trailingSpace && chars.length === 1 };
        (negative ? excluded : units).push(cjk);
      }
    });
    // Stop words count only when the query has nothing else.
    var content = units.filter(function (u) { return !u.stop; });
    if (content.length) units = content;
    return { units: units.slice(0, 12), excluded: excluded.slice(0, 6), phrases: phrases };
  }

  function editDistanceAtMost(a, b, max) {
    if (Math.abs(a.length - b.length) > max) return false;
    var previous = [], current = [], before = [], i, j;
    for (j = 0; j <= b.length; j++) previous[j] = j;
    for (i = 1; i <= a.length; i++) {
      current = [i];
      var rowMin = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
        current[j] = value;
        if (value < rowMin) rowMin = value;
      }
      if (rowMin > max) return false;
      before = previous;
      previous = current;
    }
    return previous[b.length] <= max;
  }

  var exported = { isCJK: isCJK, normalize: normalize, stemWord: stemWord, tokenize: tokenize, termsOf: termsOf, parseQuery: parseQuery, editDistanceAtMost: editDistanceAtMost };
  if (node) module.exports = exported; else parts["analysis"] = exported;
})(typeof window !== "undefined" ? window : globalThis);
