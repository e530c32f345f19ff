/* guidegen search (no dependencies): reads search/<lang>/ (SearchIndexWriter.swift) as a query
   needs it, once the field has focus; inserts only escaped text; under Node, exports its engine.
   Parts: 1 DEFLATE, 2 stemmer, 3 analysis, 4 index and ranking (WEIGHTS), 5 passages, 6 UI. */
(function (global) {
  "use strict";

  /* ---------- 1. Raw DEFLATE (RFC 1951) ---------- */

  var LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
  var LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
  var DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
  var DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
  var CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

  /** A Huffman decoding table by the next `bits` bits: symbol << 4 | length; codes bit-reversed, repeated. */
  function huffman(lengths, start, n) {
    var count = new Uint16Array(16), next = new Uint16Array(16), max = 0, i, len;
    for (i = 0; i < n; i++) { len = lengths[start + i]; count[len]++; if (len > max) max = len; }
    count[0] = 0;
    for (i = 1; i < 16; i++) next[i] = (next[i - 1] + count[i - 1]) << 1;
    var size = 1 << max, table = new Uint16Array(size);
    for (i = 0; i < n; i++) {
      len = lengths[start + i];
      if (!len) continue;
      var code = next[len]++, reversed = 0;
      for (var k = 0; k < len; k++) { reversed = (reversed << 1) | (code & 1); code >>= 1; }
      for (var j = reversed; j < size; j += 1 << len) table[j] = (i << 4) | len;
    }
    return { table: table, bits: max };
  }

  var fixedTables = null;
  function fixed() {
    if (fixedTables) return fixedTables;
    var lengths = new Uint8Array(320), i;
    for (i = 0; i < 144; i++) lengths[i] = 8;
    for (; i < 256; i++) lengths[i] = 9;
    for (; i < 280; i++) lengths[i] = 7;
    for (; i < 288; i++) lengths[i] = 8;
    for (i = 288; i < 318; i++) lengths[i] = 5;
    fixedTables = { lit: huffman(lengths, 0, 288), dist: huffman(lengths, 288, 30) };
    return fixedTables;
  }

  /** Inflates raw DEFLATE data (a Uint8Array) into a new Uint8Array. */
  function inflate(data) {
    var out = new Uint8Array(Math.max(1024, data.length * 4)), pos = 0;
    // Bits not yet used sit at the bottom of bitBuffer, zeros above them.
    var inPos = 0, bitBuffer = 0, bitCount = 0;
    function need(n) {
      if (pos + n <= out.length) return;
      var bigger = new Uint8Array(Math.max(out.length * 2, pos + n));
      bigger.set(out.subarray(0, pos));
      out = bigger;
    }
    function fill(n) {
      while (bitCount < n && inPos < data.length) {
        bitBuffer |= data[inPos++] << bitCount;
        bitCount += 8;
      }
    }
    function bits(n) {
      fill(n);
      if (bitCount < n) throw new Error("inflate: data ends early");
      var value = bitBuffer & ((1 << n) - 1);
      bitBuffer >>>= n;
      bitCount -= n;
      return value;
    }
    function decode(h) {
      // Near the end, zeros stand for missing bits; a code longer than what is left is an error.
      fill(h.bits);
      var entry = h.table[bitBuffer & ((1 << h.bits) - 1)], len = entry & 15;
      if (!len) throw new Error("inflate: bad code");
      if (len > bitCount) throw new Error("inflate: data ends early");
      bitBuffer >>>= len;
      bitCount -= len;
      return entry >> 4;
    }
    function codes(lit, dist) {
      for (;;) {
        var symbol = decode(lit);
        if (symbol < 256) {
          need(1);
          out[pos++] = symbol;
        } else if (symbol === 256) {
          return;
        } else {
          symbol -= 257;
          if (symbol >= 29) throw new Error("inflate: bad length");
          var length = LENGTH_BASE[symbol] + bits(LENGTH_EXTRA[symbol]);
          var d = decode(dist);
          if (d >= 30) throw new Error("inflate: bad distance");
          var distance = DIST_BASE[d] + bits(DIST_EXTRA[d]);
          if (distance > pos) throw new Error("inflate: distance too far");
          need(length);
          for (var k = 0; k < length; k++, pos++) out[pos] = out[pos - distance];
        }
      }
    }
    var last;
    do {
      last = bits(1);
      var type = bits(2);
      if (type === 0) {
        // A stored block starts at a byte boundary: give back the bytes read ahead.
        inPos -= bitCount >> 3;
        bitBuffer = 0;
        bitCount = 0;
        if (inPos + 4 > data.length) throw new Error("inflate: data ends early");
        var length = data[inPos] | (data[inPos + 1] << 8);
        inPos += 4;
        if (inPos + length > data.length) throw new Error("inflate: data ends early");
        need(length);
        out.set(data.subarray(inPos, inPos + length), pos);
        pos += length;
        inPos += length;
      } else if (type === 1) {
        var f = fixed();
        codes(f.lit, f.dist);
      } else if (type === 2) {
        var nlen = bits(5) + 257, ndist = bits(5) + 1, ncode = bits(4) + 4, i;
        var lengths = new Uint8Array(320);
        for (i = 0; i < ncode; i++) lengths[CODE_LENGTH_ORDER[i]] = bits(3);
        var lencode = huffman(lengths, 0, 19);
        lengths = new Uint8Array(320);
        i = 0;
        while (i < nlen + ndist) {
          var sym = decode(lencode);
          if (sym < 16) {
            lengths[i++] = sym;
          } else {
            var repeat, value = 0;
            if (sym === 16) {
              if (i === 0) throw new Error("inflate: repeat with no length");
              value = lengths[i - 1];
              repeat = 3 + bits(2);
            } else if (sym === 17) {
              repeat = 3 + bits(3);
            } else {
              repeat = 11 + bits(7);
            }
            if (i + repeat > nlen + ndist) throw new Error("inflate: too many lengths");
            while (repeat--) lengths[i++] = value;
          }
        }
        codes(huffman(lengths, 0, nlen), huffman(lengths, nlen, ndist));
      } else {
        throw new Error("inflate: bad block type");
      }
    } while (!last);
    return out.subarray(0, pos);
  }

  /* ---------- 2. Snowball English (Porter2) stemmer ---------- */
  /* Snowball's english.sbl as libstemmer 2.2 runs it (the Swift tests compare them). */

  var EXCEPTIONS = {
    skis: "ski", skies: "sky", dying: "die", lying: "lie", tying: "tie",
    idly: "idl", gently: "gentl", ugly: "ugli", early: "earli", only: "onli", singly: "singl",
    sky: "sky", news: "news", howe: "howe", atlas: "atlas", cosmos: "cosmos", bias: "bias", andes: "andes"
  };
  var EXCEPTIONS_AFTER_1A = { inning: 1, outing: 1, canning: 1, herring: 1, earring: 1, proceed: 1, exceed: 1, succeed: 1 };
  var STEP2 = [
    ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["abli", "able"], ["entli", "ent"],
    ["ization", "ize"], ["izer", "ize"], ["ation", "ate"], ["ator", "ate"], ["alism", "al"], ["aliti", "al"], ["alli", "al"],
    ["fulness", "ful"], ["ousli", "ous"], ["ousness", "ous"], ["iveness", "ive"], ["iviti", "ive"], ["biliti", "ble"],
    ["bli", "ble"], ["ogi", "og"], ["fulli", "ful"], ["lessli", "less"], ["li", ""]
  ];
  var STEP3 = [["ational", "ate"], ["tional", "tion"], ["alize", "al"], ["icate", "ic"], ["iciti", "ic"], ["ical", "ic"],
    ["ful", ""], ["ness", ""], ["ative", ""]];
  var STEP4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti", "ous", "ive", "ize", "ion"];
  var DOUBLES = { bb: 1, dd: 1, ff: 1, gg: 1, mm: 1, nn: 1, pp: 1, rr: 1, tt: 1 };

  function isVowel(c) { return c === "a" || c === "e" || c === "i" || c === "o" || c === "u" || c === "y"; }
  function endsWith(w, s) { return w.length >= s.length && w.slice(w.length - s.length) === s; }
  /** The longest of `list` (strings, or [suffix, replacement] pairs) that `w` ends with. */
  function longest(w, list) {
    var best = null, bestLength = -1;
    for (var i = 0; i < list.length; i++) {
      var s = typeof list[i] === "string" ? list[i] : list[i][0];
      if (s.length > bestLength && endsWith(w, s)) { best = list[i]; bestLength = s.length; }
    }
    return best;
  }
  /** A short syllable ends `w` at `end`. */
  function shortSyllable(w, end) {
    if (end === 2) return isVowel(w[0]) && !isVowel(w[1]);
    if (end < 3) return false;
    var c = w[end - 1];
    return !isVowel(w[end - 3]) && isVowel(w[end - 2]) && !isVowel(c) && c !== "w" && c !== "x" && c !== "Y";
  }
  function regionAfter(w, start) {
    for (var i = start; i + 1 < w.length; i++) if (isVowel(w[i]) && !isVowel(w[i + 1])) return i + 2;
    return w.length;
  }

  /** Stems a lower-case a–z word. */
  function stem(word) {
    if (word.length < 3) return word;
    if (Object.prototype.hasOwnProperty.call(EXCEPTIONS, word)) return EXCEPTIONS[word];
    var w = word, i;
    // Prelude: y as a consonant becomes Y.
    var hadY = false;
    if (w[0] === "y") { w = "Y" + w.slice(1); hadY = true; }
    for (i = 1; i < w.length; i++) {
      if (w[i] === "y" && isVowel(w[i - 1])) { w = w.slice(0, i) + "Y" + w.slice(i + 1); hadY = true; }
    }
    // Regions.
    var p1;
    if (w.indexOf("gener") === 0 || w.indexOf("arsen") === 0) p1 = 5;
    else if (w.indexOf("commun") === 0) p1 = 6;
    else p1 = regionAfter(w, 0);
    var p2 = regionAfter(w, p1);
    // Step 1a.
    var s = longest(w, ["sses", "ied", "ies", "s", "us", "ss"]);
    if (s === "sses") w = w.slice(0, -2);
    else if (s === "ied" || s === "ies") w = w.length - 3 > 1 ? w.slice(0, -2) : w.slice(0, -1);
    else if (s === "s") {
      var before = w.slice(0, -2);
      for (i = 0; i < before.length; i++) if (isVowel(before[i])) { w = w.slice(0, -1); break; }
    }
    if (EXCEPTIONS_AFTER_1A[w] === 1) return hadY ? w.replace(/Y/g, "y") : w;
    // Step 1b.
    s = longest(w, ["eed", "eedly", "ed", "edly", "ing", "ingly"]);
    if (s === "eed" || s === "eedly") {
      if (w.length - s.length >= p1) w = w.slice(0, -s.length) + "ee";
    } else if (s) {
      var stemPart = w.slice(0, -s.length), hasVowel = false;
      for (i = 0; i < stemPart.length; i++) if (isVowel(stemPart[i])) { hasVowel = true; break; }
      if (hasVowel) {
        w = stemPart;
        if (endsWith(w, "at") || endsWith(w, "bl") || endsWith(w, "iz")) w += "e";
        else if (DOUBLES[w.slice(-2)] === 1) w = w.slice(0, -1);
        else if (p1 === w.length && shortSyllable(w, w.length)) w += "e";
      }
    }
    // Step 1c.
    var last = w[w.length - 1];
    if ((last === "y" || last === "Y") && w.length > 2 && !isVowel(w[w.length - 2])) w = w.slice(0, -1) + "i";
    // Step 2.
    var pair = longest(w, STEP2);
    if (pair && w.length - pair[0].length >= p1) {
      var at = w.length - pair[0].length;
      if (pair[0] === "ogi") { if (w[at - 1] === "l") w = w.slice(0, at) + "og"; }
      else if (pair[0] === "li") { if ("cdeghkmnrt".indexOf(w[at - 1]) >= 0 && at > 0) w = w.slice(0, at); }
      else w = w.slice(0, at) + pair[1];
    }
    // Step 3.
    pair = longest(w, STEP3);
    if (pair && w.length - pair[0].length >= p1) {
      if (pair[0] === "ative") { if (w.length - 5 >= p2) w = w.slice(0, -5); }
      else w = w.slice(0, w.length - pair[0].length) + pair[1];
    }
    // Step 4.
    s = longest(w, STEP4);
    if (s && w.length - s.length >= p2) {
      if (s === "ion") { var c = w[w.length - 4]; if (c === "s" || c === "t") w = w.slice(0, -3); }
      else w = w.slice(0, -s.length);
    }
    // Step 5.
    last = w[w.length - 1];
    if (last === "e") {
      var e = w.length - 1;
      if (e >= p2 || (e >= p1 && !shortSyllable(w, e))) w = w.slice(0, -1);
    } else if (last === "l") {
      if (w.length - 1 >= p2 && w[w.length - 2] === "l") w = w.slice(0, -1);
    }
    return hadY ? w.replace(/Y/g, "y") : w;
  }

  /* ---------- 3. Text analysis (the rules of Sources/GuideSearch/TextAnalyzer.swift) ---------- */

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

  /** A code word's parts, as TextAnalyzer.codeParts: `names.isEmpty`: names, isEmpty, is, Empty. */
  function codeParts(w) {
    var parts = [];
    if (!/^[A-Za-z0-9_.]{3,}$/.test(w)) return parts;
    var pieces = w.replace(/([^0-9])\.(?=[^0-9])/g, "$1_").split("_").filter(Boolean);
    function add(p) { if (p.length > 1 && p !== w && parts.indexOf(p) < 0) parts.push(p); }
    pieces.forEach(function (piece) {
      if (pieces.length > 1) add(piece);
      var words = piece.replace(/([a-z0-9])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, "$1$2 ").split(" ");
      if (words.length > 1) words.forEach(add);
    });
    return parts;
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

  /** Code's operators, runs of 2 to 4 of = ! < > & | ^ ~ ? + - * / % . (===, ..<; not ... or !!!),
      and a word of letters with a ? or ! after it (as?, try!): terms as they are (TextAnalyzer.isOperator). */
  function operators(text, tokens) {
    var found = (text.match(/[=!<>&|^~?+\-*\/%.]+/g) || []).filter(function (run) { return run.length > 1 && run.length < 5 && !/^(\.+|!+)$/.test(run); });
    tokens.forEach(function (token) {
      var mark = text[token.end], next = text.codePointAt(token.end + 1);
      if (/^[A-Za-z]+$/.test(token.text) && (mark === "?" || mark === "!") && next !== 61 && !(next && isWordCharacter(next))) found.push(token.text.toLowerCase() + mark);
    });
    return found;
  }

  /** Index terms of a piece of text, as the index writer makes them. */
  function termsOf(text, stopWords) {
    var terms = [], tokens = tokenize(text);
    tokens.forEach(function (token) {
      if (token.kind === "word") {
        [token.text].concat(codeParts(token.text)).forEach(function (t) {
          var w = normalize(t);
          if (w && !stopWords[w]) terms.push(stemWord(w));
        });
      } else {
        var chars = Array.from(token.text);
        if (chars.length === 1) terms.push(chars[0]);
        for (var k = 0; k + 1 < chars.length; k++) terms.push(chars[k] + chars[k + 1]);
      }
    });
    return terms.concat(operators(text, tokens));
  }

  /** Reads a query: words and CJK runs (units), "quoted phrases", -excluded words. */
  function parseQuery(query, stopWords, words) {
    query = String(query || "").slice(0, 256);
    var phrases = [], match, quoted = /"([^"]+)"/g;
    while ((match = quoted.exec(query))) phrases.push(match[1]);
    var trailingSpace = /[\s"'.,;:!?，。；：！？、]$/.test(query);
    var tokens = tokenize(query), units = [], excluded = [], split = words && words.length && new RegExp(words.join("|"));
    tokens.forEach(function (token, index) {
      var isLast = index === tokens.length - 1;
      var negative = token.start > 0 && query[token.start - 1] === "-" && (token.start === 1 || /\s/.test(query[token.start - 2]));
      if (token.kind === "word") {
        var w = normalize(token.text);
        if (!w) return;
        var unit = { kind: "word", text: token.text, norm: w, stem: stemWord(w), prefix: isLast && !trailingSpace, stop: !!stopWords[w], soft: (words || []).indexOf(w) >= 0 };
        (negative ? excluded : units).push(unit);
      } else {
        // A question's words (如何, 是否) split a run and are left out.
        var pieces = split ? token.text.split(split).filter(Boolean) : [];
        (pieces.length ? pieces : [token.text]).forEach(function (piece, i, all) {
          var chars = Array.from(piece);
          (negative ? excluded : units).push({ kind: "cjk", text: piece, chars: chars, prefix: isLast && i === all.length - 1 && !trailingSpace && chars.length === 1 });
        });
      }
    });
    operators(query, tokens).forEach(function (t) { units.push({ kind: "word", text: t, norm: t, stem: t }); });
    // Stop words count only when the query has nothing else; a question's words (how, do)
    // are scored but a page need not have them.
    var content = units.filter(function (u) { return !u.stop; });
    if (content.length) units = content;
    if (units.every(function (u) { return u.soft; })) units.forEach(function (u) { u.soft = false; });
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

  /* ---------- 4. The index and the ranking ---------- */

  /** Every weight of the ranking: BM25's k1, a title term's bonus, a prefix, typo or Chinese
      prefix match (exact: 1) and how far they read; passages, proximity, phrases, headings,
      titles, home and section pages (describe); slack (search); pinyin (search-pinyin.js); a
      question's words (soft: parseQuery). */
  var WEIGHTS = {
    k1: 1.2, title: 2.0, prefix: 0.7, fuzzy: 0.5, cjkPrefix: 0.6, rangeShards: 3, expansions: 40,
    passageCovered: 2, passageHeading: 1.5, passageHeadingHasAll: 2, passageClose: 1, passageTitleCovers: 2.5, passageTitle: 0.25,
    adjacent: 1.35, near: 1.15, phraseFound: 1.5, phraseMissing: 0.6,
    headingHasAll: 1.8, exactTitle: 1.5, exactHeading: 1.5, home: 0.6, section: 0.8, slack: 0.34, pinyin: 0.8, fewHits: 2, soft: 0.2
  };
  var W = WEIGHTS;

  function readVarint(bytes, state) {
    var value = 0, shift = 0, b;
    do {
      b = bytes[state.p++];
      value += (b & 0x7F) * Math.pow(2, shift);
      shift += 7;
    } while (b & 0x80);
    return value;
  }

  function parseShard(raw) {
    var bytes = inflate(raw);
    var textLength = bytes[0] | (bytes[1] << 8) | (bytes[2] << 16) | (bytes[3] << 24);
    var text = new TextDecoder("utf-8").decode(bytes.subarray(4, 4 + textLength));
    var lines = text.split("\n"), keys = [], forms = [], offsets = [];
    for (var i = 0; i < lines.length; i++) {
      var parts = lines[i].split("\t");
      keys.push(parts[0]);
      forms.push(parts.length > 1 ? parts.slice(1) : null);
    }
    var state = { p: 4 + textLength };
    for (i = 0; i < keys.length; i++) {
      offsets.push(state.p);
      var df = readVarint(bytes, state);
      for (var k = 0; k < df; k++) readVarint(bytes, state);
      state.p += df;
    }
    return { keys: keys, forms: forms, offsets: offsets, bytes: bytes };
  }

  function postingsOf(shard, i) {
    var state = { p: shard.offsets[i] }, bytes = shard.bytes;
    var df = readVarint(bytes, state), pages = new Array(df), page = 0;
    for (var k = 0; k < df; k++) { page += readVarint(bytes, state); pages[k] = page; }
    return { pages: pages, impacts: bytes.subarray(state.p, state.p + df) };
  }

  function lowerBound(keys, key) {
    var lo = 0, hi = keys.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (keys[mid] < key) lo = mid + 1; else hi = mid; }
    return lo;
  }

  /** One language's index; `load(path)` resolves to a file's bytes (fetch, or Node's read). */
  function SearchIndex(load) {
    this.load = load;
    this.manifest = null;
    this.shards = {};
    this.pages = {};
    this.bytesLoaded = 0;
  }

  SearchIndex.prototype.ready = function () {
    var self = this;
    if (!self.manifestPromise) {
      self.manifestPromise = self.load("index.json").then(function (bytes) {
        self.bytesLoaded += bytes.length;
        var manifest = JSON.parse(new TextDecoder("utf-8").decode(bytes));
        if (manifest.version !== 1) throw new Error("unknown search index version " + manifest.version);
        self.manifest = manifest;
        self.stopWords = {};
        manifest.stopWords.forEach(function (w) { self.stopWords[w] = true; });
        return self;
      });
      self.manifestPromise.catch(function () { self.manifestPromise = null; });
    }
    return self.manifestPromise;
  };

  SearchIndex.prototype.shardNumber = function (key) {
    var first = this.manifest.shards, lo = 0, hi = first.length - 1;
    if (hi < 0) return -1;
    while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (first[mid] <= key) lo = mid; else hi = mid - 1; }
    return lo;
  };

  SearchIndex.prototype.shard = function (number) {
    var self = this;
    if (!self.shards[number]) {
      self.shards[number] = self.load("terms/" + number + ".bin").then(function (bytes) {
        self.bytesLoaded += bytes.length;
        return parseShard(bytes);
      });
      self.shards[number].catch(function () { delete self.shards[number]; });
    }
    return self.shards[number];
  };

  SearchIndex.prototype.page = function (number) {
    var self = this;
    if (!self.pages[number]) {
      self.pages[number] = self.load("pages/" + number + ".bin").then(function (bytes) {
        self.bytesLoaded += bytes.length;
        return JSON.parse(new TextDecoder("utf-8").decode(inflate(bytes)));
      });
      self.pages[number].catch(function () { delete self.pages[number]; });
    }
    return self.pages[number];
  };

  /** The shards holding keys in [from, to), at most `limit`. */
  SearchIndex.prototype.rangeShards = function (from, to, limit) {
    var first = this.shardNumber(from), result = [];
    for (var s = first; s >= 0 && s < this.manifest.shards.length && result.length < limit; s++) {
      if (s > first && this.manifest.shards[s] >= to) break;
      result.push(s);
    }
    return result;
  };

  /** Loads the shards a query needs; resolves to {number: parsed shard}. */
  SearchIndex.prototype.shardsFor = function (query) {
    var self = this, numbers = [];
    function add(list) { numbers = numbers.concat(list); }
    query.units.concat(query.excluded).forEach(function (unit) {
      if (unit.kind === "word") {
        add([self.shardNumber(unit.stem)]);
        if (unit.prefix) add(self.rangeShards(unit.norm, unit.norm + "\uffff", W.rangeShards));
      } else if (unit.chars.length === 1) {
        add(self.rangeShards(unit.text, unit.text + "\uffff", unit.prefix ? W.rangeShards : 1));
      } else {
        [unit.chars, unit.alt || []].forEach(function (c) { for (var i = 0; i + 1 < c.length; i++) add([self.shardNumber(c[i] + c[i + 1])]); });
      }
    });
    return self.loadShards(numbers, {}).then(function (shards) {
      // A word's other forms and typos (same first three letters) if its stem is missing.
      numbers = [];
      query.units.concat(query.excluded).forEach(function (unit) {
        var from = unit.kind === "word" && unit.norm.length >= 4 && !findKey(self, shards, unit.stem) && unit.norm.slice(0, 3);
        if (from) add(self.rangeShards(from, from + "\uffff", W.rangeShards));
      });
      return self.loadShards(numbers, shards);
    });
  };

  /** Adds the numbered shards to `shards`; resolves to `shards`. */
  SearchIndex.prototype.loadShards = function (numbers, shards) {
    var self = this, list = numbers.filter(function (n, i) { return n >= 0 && !shards[n] && numbers.indexOf(n) === i; });
    return Promise.all(list.map(function (n) { return self.shard(n); })).then(function (loaded) {
      list.forEach(function (n, i) { shards[n] = loaded[i]; });
      return shards;
    });
  };

  /** A word of 4+ letters matching nothing may have a typo in its first three: `wide`. */
  SearchIndex.prototype.widenForTypos = function (query, shards) {
    var self = this, numbers = [];
    query.units.forEach(function (unit) {
      if (unit.kind !== "word" || unit.norm.length < 4 || !/^[a-z]+$/.test(unit.norm) || expand(self, shards, unit).length) return;
      unit.wide = true;
      widePrefixes(unit).forEach(function (start) { numbers = numbers.concat(self.rangeShards(start, start + "\uffff", W.rangeShards)); });
    });
    return self.loadShards(numbers, shards);
  };

  /** A part of the engine that stays out of this file until a query needs it (search-pinyin.js). */
  var parts = {};
  function part(name) {
    if (!parts[name]) {
      parts[name] = typeof module === "object" && module.exports ? Promise.resolve().then(function () { return require("./" + name); }) :
        new Promise(function (resolve, reject) {
          var tag = document.createElement("script");
          tag.src = root + "assets/" + name;
          tag.onload = function () { resolve(global.guidegenSearchParts[name]); };
          tag.onerror = reject;
          document.head.appendChild(tag);
        });
      parts[name].catch(function () { delete parts[name]; });
    }
    return parts[name];
  }

  /** Finds a key among the loaded shards: {shard, index} or null. */
  function findKey(index, shards, key) {
    var shard = shards[index.shardNumber(key)];
    if (!shard) return null;
    var i = lowerBound(shard.keys, key);
    return i < shard.keys.length && shard.keys[i] === key ? { shard: shard, index: i } : null;
  }

  /** A `wide` word's prefixes: 1st letter, 2nd, any letter + 2nd and 3rd or + 1st and 2nd. */
  function widePrefixes(unit) {
    if (!unit.wide) return [];
    var n = unit.norm, starts = n[1] === n[0] ? [n[0]] : [n[0], n[1]], seen = {};
    starts.forEach(function (start) { seen[start] = true; });
    for (var c = 97; c <= 122; c++) {
      var letter = String.fromCharCode(c);
      [letter + n.slice(1, 3), letter + n.slice(0, 2)].forEach(function (start) {
        if (!seen[start] && !seen[start.slice(0, 1)] && !seen[start.slice(0, 2)]) { seen[start] = true; starts.push(start); }
      });
    }
    return starts;
  }

  /** Every term a unit matches: [{key, weight, shard, index}], best first. */
  function expand(index, shards, unit) {
    var found = [], seen = {};
    function push(shard, i, weight) {
      var key = shard.keys[i];
      if (seen[key] !== undefined) { if (found[seen[key]].weight < weight) found[seen[key]].weight = weight; return; }
      seen[key] = found.length;
      found.push({ key: key, weight: weight, shard: shard, index: i });
    }
    function eachInRange(from, visit) {
      Object.keys(shards).forEach(function (n) {
        var shard = shards[n];
        for (var i = lowerBound(shard.keys, from); i < shard.keys.length && shard.keys[i].lastIndexOf(from, 0) === 0; i++) visit(shard, i);
      });
    }
    if (unit.kind === "word") {
      var exact = findKey(index, shards, unit.stem);
      if (exact) push(exact.shard, exact.index, 1);
      var n = unit.norm, prefixLength = Math.min(3, n.length);
      var from = n.slice(0, prefixLength), exactFound = !!exact;
      var prefixes = [], fuzzy = [], maxDistance = n.length >= 8 ? 2 : 1;
      widePrefixes(unit).concat([from]).forEach(function (start) { eachInRange(start, function (shard, i) {
        var key = shard.keys[i], forms = shard.forms[i] || [];
        var all = [key].concat(forms), k;
        // operator? is no form of operator.
        if (/[?!]$/.test(key)) return;
        for (k = 0; k < all.length; k++) {
          if (all[k] === n && key !== unit.stem) { push(shard, i, 1); exactFound = true; return; }
        }
        if (unit.prefix && n.length >= 2) {
          for (k = 0; k < all.length; k++) if (all[k].length > n.length && all[k].lastIndexOf(n, 0) === 0) { prefixes.push([shard, i]); return; }
        }
        if (n.length >= 4 && /^[a-z]+$/.test(n)) {
          for (k = 0; k < all.length; k++) if (editDistanceAtMost(n, all[k], maxDistance)) { fuzzy.push([shard, i]); return; }
        }
      }); });
      prefixes.slice(0, W.expansions).forEach(function (p) { push(p[0], p[1], W.prefix); });
      if (!exactFound) fuzzy.slice(0, W.expansions).forEach(function (p) { push(p[0], p[1], W.fuzzy); });
    } else if (unit.chars.length === 1) {
      var single = findKey(index, shards, unit.text);
      if (single) push(single.shard, single.index, 1);
      var count = 0;
      eachInRange(unit.text, function (shard, i) {
        if (shard.keys[i] !== unit.text && count++ < W.expansions) push(shard, i, unit.prefix ? W.cjkPrefix : W.cjkPrefix / 2);
      });
    }
    return found;
  }

  function idf(pages, df) { return Math.log(1 + (pages - df + 0.5) / (df + 0.5)); }

  /** Scores every page: {pages, score, matched (units found; a run: its bigrams' share),
      terms}, typed arrays by page number (a prefix may match the whole site). */
  SearchIndex.prototype.score = function (query, shards) {
    var self = this, N = self.manifest.pages, maxImpact = self.manifest.maxImpact, titleBit = self.manifest.titleBit;
    var score = new Float64Array(N), matched = new Float64Array(N), removed = new Uint8Array(N);
    // Per unit and page: the best term's score (a run's bigrams: their sum) and how many of
    // the unit's lists have it; `touched`: the pages to visit and reset.
    var best = new Float64Array(N), count = new Uint16Array(N), touched = [];
    var runScore = new Float64Array(N), runCoverage = new Float64Array(N);
    function value(impact) { return (impact & maxImpact) / maxImpact * (W.k1 + 1) + (impact & titleBit ? W.title : 0); }
    // Page numbers run from 0 to N - 1; anything else in a list is not a page.
    function each(list, visit) {
      for (var k = 0; k < list.pages.length; k++) if (list.pages[k] < N) visit(list.pages[k], list.impacts[k]);
    }
    // The units' scores are added in the units' order.
    function add(p, unitScore, coverage) {
      score[p] += unitScore;
      matched[p] += coverage;
    }
    var terms = [];
    query.units.forEach(function (unit, u) {
      touched.length = 0;
      if (unit.kind === "cjk" && unit.chars.length > 1) {
        // A page's score: the sum of its bigrams' scores, times the square of the share of the
        // run's bigrams it has (below); with the run heard by its pinyin (`alt`), the better.
        var runPages = [];
        [unit.chars].concat(unit.alt ? [unit.alt] : []).forEach(function (chars, k) {
          var bigrams = chars.length - 1;
          touched.length = 0;
          for (var i = 0; i < bigrams; i++) {
            var key = chars[i] + chars[i + 1], hit = findKey(self, shards, key);
            terms.push({ unit: u, key: key, weight: 1 });
            if (!hit) continue;
            var list = postingsOf(hit.shard, hit.index), w = idf(N, list.pages.length);
            each(list, function (p, impact) {
              if (count[p]++ === 0) touched.push(p);
              best[p] += w * value(impact);
            });
          }
          // A run may join words the page has apart (品牌标志): some bigrams match in part.
          touched.forEach(function (p) {
            var coverage = count[p] / bigrams, s = best[p] * coverage * coverage * (k ? W.pinyin : 1);
            if (!runCoverage[p]) runPages.push(p);
            if (s > runScore[p]) runScore[p] = s;
            if (coverage > runCoverage[p]) runCoverage[p] = coverage;
            best[p] = 0;
            count[p] = 0;
          });
        });
        runPages.forEach(function (p) {
          add(p, runScore[p], runCoverage[p]);
          runScore[p] = runCoverage[p] = 0;
        });
        return;
      }
      expand(self, shards, unit).forEach(function (term) {
        terms.push({ unit: u, key: term.key, weight: term.weight });
        var list = postingsOf(term.shard, term.index), w = idf(N, list.pages.length) * term.weight * (unit.soft ? W.soft : 1);
        each(list, function (p, impact) {
          var s = w * value(impact);
          if (!count[p]) { count[p] = 1; touched.push(p); best[p] = s; } else if (best[p] < s) best[p] = s;
        });
      });
      touched.forEach(function (p) {
        add(p, best[p], unit.soft ? 0 : 1);
        best[p] = 0;
        count[p] = 0;
      });
    });
    // Excluded words remove pages.
    query.excluded.forEach(function (unit) {
      var keys = unit.kind === "word" ? [unit.stem] : (unit.chars.length === 1 ? [unit.text] : unit.chars.slice(1).map(function (c, i) { return unit.chars[i] + c; }));
      touched.length = 0;
      keys.forEach(function (key) {
        var hit = findKey(self, shards, key);
        if (hit) each(postingsOf(hit.shard, hit.index), function (p) { if (count[p]++ === 0) touched.push(p); });
      });
      touched.forEach(function (p) {
        if (count[p] === keys.length) removed[p] = 1;
        count[p] = 0;
      });
    });
    var pages = [];
    for (var p = 0; p < N; p++) if (matched[p] > 0 && !removed[p]) pages.push(p);
    return { pages: pages, score: score, matched: matched, terms: terms };
  };

  /* ---------- 5. Passages, excerpts and the final order ---------- */

  /** What a query looks for in text: per unit, a test of a token. */
  function matcher(query, terms, stopWords) {
    var keysByUnit = query.units.map(function () { return {}; });
    terms.forEach(function (t) { keysByUnit[t.unit][t.key] = true; });
    var hitsByWord = new Map();
    return {
      units: query.units,
      /** Unit numbers a word token matches (one array per word: pages repeat words). */
      word: function (norm, stemmed) {
        var hits = hitsByWord.get(norm);
        if (hits) return hits;
        hits = [];
        query.units.forEach(function (unit, u) {
          if (unit.kind !== "word" || unit.soft) return;
          if (keysByUnit[u][stemmed] || stemmed === unit.stem || norm === unit.norm ||
              (unit.prefix && unit.norm.length >= 2 && norm.lastIndexOf(unit.norm, 0) === 0)) hits.push(u);
        });
        hitsByWord.set(norm, hits);
        return hits;
      },
      stopWords: stopWords,
      queryTerms: termsOf(query.units.map(function (u) { return u.soft ? "" : u.text; }).join(" "), stopWords).join(" ")
    };
  }

  /** A text's tokens with their normalized and stemmed forms, worked out once. */
  function analyze(text) {
    var tokens = tokenize(text);
    tokens.forEach(function (token) {
      if (token.kind !== "word") return;
      token.norm = normalize(token.text);
      token.stem = token.norm ? stemWord(token.norm) : null;
    });
    return tokens;
  }

  /** A page's analyzed title, description and passages; the last few are kept for the next
      keystroke (an analysis takes ten times its page's memory). */
  var analyses = new Map(), KEPT_ANALYSES = 48;
  function analysisOf(page) {
    var analysis = analyses.get(page);
    if (analysis) {
      analyses.delete(page);
    } else {
      var passages = page.p.length ? page.p : [["", "", 0, ""]];
      analysis = {
        passages: passages,
        title: analyze(page.t),
        meta: page.m ? analyze(page.m) : [],
        headings: passages.map(function (passage) { return analyze(passage[1]); }),
        texts: passages.map(function (passage) { return analyze(passage[3]); }),
        titleTerms: null,
        headingTerms: null
      };
      if (analyses.size >= KEPT_ANALYSES) analyses.delete(analyses.keys().next().value);
    }
    analyses.set(page, analysis);
    return analysis;
  }

  /** Finds where units occur in an analyzed text: [{start, end, unit, position}] in order. */
  function occurrences(tokens, m) {
    var found = [], position = 0;
    tokens.forEach(function (token) {
      if (token.kind === "word") {
        if (token.norm) {
          m.word(token.norm, token.stem).forEach(function (u) { found.push({ start: token.start, end: token.end, unit: u, position: position }); });
        }
        position++;
      } else {
        m.units.forEach(function (unit, u) {
          if (unit.kind !== "cjk") return;
          [unit.text].concat(unit.alt ? [unit.alt.join("")] : []).forEach(function (text) {
            for (var from = 0, at; (at = token.text.indexOf(text, from)) >= 0; from = at + text.length) {
              found.push({ start: token.start + at, end: token.start + at + text.length, unit: u, position: position + at });
            }
          });
        });
        position += token.text.length;
      }
    });
    found.sort(function (a, b) { return a.start - b.start || b.end - a.end; });
    return found;
  }

  /** Smallest window (in token positions) holding one occurrence of every unit found. */
  function smallestWindow(found, unitCount) {
    if (unitCount < 2) return 0;
    var best = Infinity, counts = {}, have = 0, left = 0;
    for (var right = 0; right < found.length; right++) {
      var u = found[right].unit;
      if (!counts[u]) have++;
      counts[u] = (counts[u] || 0) + 1;
      while (have === unitCount) {
        best = Math.min(best, found[right].position - found[left].position + 1);
        var v = found[left].unit;
        if (--counts[v] === 0) have--;
        left++;
      }
    }
    return best;
  }

  function escapeHTML(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  /** An excerpt of `text` around its first match, with matches in <mark>: escaped HTML. */
  function excerpt(text, found, size) {
    size = size || 160;
    var cjk = /[\u3040-\u30FF\u3400-\u9FFF]/.test(text);
    if (cjk) size = Math.round(size * 0.55);
    var start = 0;
    if (found.length) start = Math.max(0, found[0].start - Math.round(size * 0.3));
    if (start > 0) {
      var space = text.lastIndexOf(" ", start);
      if (space > start - 20 && space >= 0) start = space + 1;
    }
    var end = Math.min(text.length, start + size);
    if (end < text.length) {
      var after = text.indexOf(" ", end);
      if (after >= 0 && after < end + 20) end = after;
    }
    // Never cut a surrogate pair.
    if (start > 0 && /[\uDC00-\uDFFF]/.test(text[start])) start++;
    if (end < text.length && /[\uDC00-\uDFFF]/.test(text[end])) end++;
    var html = start > 0 ? "… " : "", at = start;
    found.forEach(function (f) {
      if (f.start < at || f.end > end) return;
      html += escapeHTML(text.slice(at, f.start)) + "<mark>" + escapeHTML(text.slice(f.start, f.end)) + "</mark>";
      at = f.end;
    });
    html += escapeHTML(text.slice(at, end)) + (end < text.length ? " …" : "");
    return html;
  }

  /** Looks at a result's page: the best passage, an excerpt, and the proximity of the words. */
  function describe(page, query, m, options) {
    var best = null, units = query.units.filter(function (u) { return !u.soft; }).length;
    var analysis = analysisOf(page), passages = analysis.passages;
    // A page whose title has every word is shown from its top, unless a heading has them too.
    var titleUnits = {}, inTitle = occurrences(analysis.title, m);
    inTitle.forEach(function (f) { titleUnits[f.unit] = true; });
    var titleCovers = Object.keys(titleUnits).length === units;
    passages.forEach(function (passage, i) {
      var inHeading = occurrences(analysis.headings[i], m), inText = occurrences(analysis.texts[i], m);
      var seen = {}, inHead = {};
      inHeading.forEach(function (f) { seen[f.unit] = inHead[f.unit] = true; });
      inText.forEach(function (f) { seen[f.unit] = true; });
      var covered = Object.keys(seen).length, window = smallestWindow(inText, units);
      // A heading with every word beats one with some.
      var score = covered * W.passageCovered + (inHeading.length ? W.passageHeading : 0) + (units > 1 && Object.keys(inHead).length === units ? W.passageHeadingHasAll : 0) +
        (units > 1 && window <= units + 2 ? W.passageClose : 0) +
        (i === 0 ? (titleCovers ? W.passageTitleCovers : W.passageTitle) : 0);
      if (!best || score > best.score) best = { score: score, passage: i, inText: inText, inHeading: inHeading, window: window, covered: covered };
    });
    var passage = passages[best.passage], text = passage[3];
    var found = best.inText;
    var html;
    if (!found.length && page.m && best.passage === 0) {
      html = excerpt(page.m, occurrences(analysis.meta, m), options.excerptLength);
    } else {
      html = excerpt(text || page.m || "", found, options.excerptLength);
    }
    // Phrase and proximity: every unit close together in one passage.
    var proximity = 1;
    if (units > 1) {
      if (best.window <= units + 1) proximity = W.adjacent;
      else if (best.window <= 12) proximity = W.near;
    }
    var whole = query.phrases.length ? page.t + " " + passages.map(function (p) { return p[1] + " " + p[3]; }).join(" ") : "";
    query.phrases.forEach(function (phrase) {
      proximity *= whole.toLowerCase().indexOf(phrase.toLowerCase()) >= 0 ? W.phraseFound : W.phraseMissing;
    });
    // A heading that has every word, as in "State restoration".
    var headingUnits = {};
    best.inHeading.forEach(function (f) { headingUnits[f.unit] = true; });
    if (best.passage > 0 && Object.keys(headingUnits).length === units) proximity *= W.headingHasAll;
    // Home and section pages summarize the topics; the topics come first.
    var depth = page.u.split("/").filter(Boolean).length;
    if (depth === 1) proximity *= W.home; else if (depth === 2) proximity *= W.section;
    if (analysis.titleTerms === null) analysis.titleTerms = termsOf(page.t, m.stopWords).join(" ");
    if (analysis.titleTerms && analysis.titleTerms === m.queryTerms) proximity *= W.exactTitle;
    // A section named exactly what was asked ("delegation") beats a longer heading.
    else {
      if (analysis.headingTerms === null) analysis.headingTerms = passages.map(function (p) { return termsOf(p[1], m.stopWords).join(" "); });
      if (m.queryTerms && analysis.headingTerms.indexOf(m.queryTerms) > 0) proximity *= W.exactHeading;
    }
    return {
      url: page.u, title: page.t, section: page.s,
      anchor: best.passage > 0 ? passage[0] : "",
      heading: best.passage > 0 ? passage[1] : "",
      headingHTML: best.passage > 0 ? excerpt(passage[1], best.inHeading, 200) : "",
      titleHTML: excerpt(page.t, inTitle, 300),
      excerptHTML: html,
      boost: proximity
    };
  }

  /** The first `count` items of `list` by `compare`, without sorting the rest (thousands of
      pages for a short prefix, a dozen shown). */
  function firstInOrder(list, count, compare) {
    if (count * 8 >= list.length) return list.slice().sort(compare).slice(0, count);
    var first = [];
    for (var i = 0; i < list.length; i++) {
      var item = list[i];
      if (first.length === count && compare(item, first[count - 1]) >= 0) continue;
      var lo = 0, hi = first.length;
      while (lo < hi) { var mid = (lo + hi) >> 1; if (compare(first[mid], item) < 0) lo = mid + 1; else hi = mid; }
      first.splice(lo, 0, item);
      if (first.length > count) first.pop();
    }
    return first;
  }

  /** The query with the manifest's synonyms (a reader's word → the site's) replaced, longest
      first: whole words, or anywhere in a Chinese run. */
  function withSynonyms(text, synonyms) {
    if (!synonyms) return text;
    var lower = text.toLowerCase();
    Object.keys(synonyms).sort(function (a, b) { return b.length - a.length || (a < b ? -1 : 1); }).forEach(function (word) {
      var at = 0;
      while ((at = lower.indexOf(word, at)) >= 0) {
        var end = at + word.length;
        var whole = isCJK(word.codePointAt(0)) || (!/[\p{L}\p{N}]/u.test(lower.charAt(at - 1) || " ") && !/[\p{L}\p{N}]/u.test(lower.charAt(end) || " "));
        var preferred = synonyms[word];
        // A rejected term inside the preferred one (安全区 in 安全区域) is the preferred term.
        for (var from = Math.max(0, end - preferred.length); whole && from <= at; from++) {
          if (lower.substr(from, preferred.length) === preferred.toLowerCase()) whole = false;
        }
        if (!whole) { at = end; continue; }
        text = text.slice(0, at) + preferred + text.slice(end);
        lower = lower.slice(0, at) + preferred.toLowerCase() + lower.slice(end);
        at += preferred.length;
      }
    });
    return text;
  }

  /** Runs a query. Resolves to {results: [{url, title, section, anchor, heading, titleHTML,
      headingHTML, excerptHTML, score}], total, query}; `limit` results from `offset`. */
  SearchIndex.prototype.search = function (text, options) {
    var self = this;
    options = options || {};
    var limit = options.limit || 8, offset = options.offset || 0;
    return self.ready().then(function () {
      var query = parseQuery(withSynonyms(text, self.manifest.synonyms), self.stopWords, self.manifest.queryWords);
      if (!query.units.length || !self.manifest.pages) return { results: [], total: 0, query: query };
      // Homophones (必包 for 闭包): search-pinyin.js, fetched beside the shards.
      var pinyin = self.manifest.pinyin && query.units.some(function (u) { return u.kind === "cjk" && u.chars.length > 1; }) && part("search-pinyin.js");
      return self.shardsFor(query).then(function (shards) {
        return self.widenForTypos(query, shards);
      }).then(function (shards) {
        return pinyin ? pinyin.then(function (widen) { return widen(self, query, shards, api); }, function () { return shards; }) : shards;
      }).then(function (shards) {
        var scored = self.score(query, shards), score = scored.score, matched = scored.matched;
        var top = 0;
        scored.pages.forEach(function (p) { if (matched[p] > top) top = matched[p]; });
        // Pages with every word (or every bigram of a Chinese run), and pages that miss little
        // more than the best do only when nothing has them all.
        var ranked = scored.pages.filter(function (p) { return matched[p] >= top - W.slack; });
        // Look closer at the first results (and a few more, which may move up).
        var end = offset + limit + (offset === 0 ? 4 : 0);
        var window = firstInOrder(ranked, end, function (a, b) {
          return (matched[b] > matched[a] + W.slack ? 1 : matched[a] > matched[b] + W.slack ? -1 : 0) || score[b] - score[a] || a - b;
        }).slice(offset, end);
        var m = matcher(query, scored.terms, self.stopWords);
        // Each page is described as it arrives.
        return Promise.all(window.map(function (p) {
          return self.page(p).then(function (page) {
            var d = describe(page, query, m, options);
            d.page = p;
            d.score = score[p] * d.boost;
            return d;
          });
        })).then(function (described) {
          described.sort(function (a, b) { return b.score - a.score || a.page - b.page; });
          return { results: described.slice(0, limit), total: ranked.length, query: query };
        });
      });
    });
  };

  var api = {
    inflate: inflate, findKey: findKey, postingsOf: postingsOf, stem: stem, normalize: normalize, tokenize: tokenize, termsOf: termsOf, codeParts: codeParts,
    parseQuery: parseQuery, escapeHTML: escapeHTML, excerpt: excerpt, SearchIndex: SearchIndex,
    WEIGHTS: WEIGHTS, withSynonyms: withSynonyms
  };

  if (typeof module === "object" && module.exports) {
    module.exports = api;
    return;
  }
  if (typeof document === "undefined") return;

  /* ---------- 6. The browser: the pop-up and the search page ---------- */

  var doc = document;
  var STRINGS = {
    en: {
      results: function (n) { return n === 1 ? "1 result" : n + " results"; },
      none: "No results", noneFor: function (q) { return "No results for “" + q + "”"; },
      loading: "Searching…", failed: "Search is not available right now.",
      other: function (name) { return "Search in " + name; },
      all: "Show all results", more: "More results", typeMore: "Type to search",
      hint: "↑↓ to choose, Enter to open, Esc to close", listLabel: "Search results"
    },
    zh: {
      results: function (n) { return n + " 个结果"; },
      none: "没有结果", noneFor: function (q) { return "没有找到与“" + q + "”相关的结果"; },
      loading: "正在搜索…", failed: "搜索暂时无法使用。",
      other: function (name) { return "改为搜索" + name + "版本"; },
      all: "显示全部结果", more: "更多结果", typeMore: "输入文字开始搜索",
      hint: "↑↓ 选择，回车打开，Esc 关闭", listLabel: "搜索结果"
    }
  };

  // The site's root: this script is at <root>assets/search.js.
  var script = doc.currentScript || doc.querySelector('script[src$="search.js"]');
  var scriptURL = script ? script.src : "";
  var root = scriptURL.replace(/assets\/search\.js(\?.*)?$/, "");
  var pageLanguage = doc.documentElement.getAttribute("lang") || "en";

  function stringsFor(tag) { return /^zh/i.test(tag) ? STRINGS.zh : STRINGS.en; }

  var indexes = {};
  function indexFor(tag) {
    if (!indexes[tag]) {
      var folder = root + "search/" + encodeURIComponent(tag) + "/";
      indexes[tag] = new SearchIndex(function (path) {
        return fetch(folder + path).then(function (response) {
          if (!response.ok) throw new Error(response.status + " " + path);
          return response.arrayBuffer();
        }).then(function (buffer) { return new Uint8Array(buffer); });
      });
    }
    return indexes[tag];
  }

  /** The site's other languages, from the language switcher: [{tag, name}]. */
  function otherLanguages() {
    var list = [], seen = {};
    var links = doc.querySelectorAll(".language-switcher a[hreflang]");
    for (var i = 0; i < links.length; i++) {
      var tag = links[i].getAttribute("hreflang");
      if (tag && tag !== pageLanguage && !seen[tag]) { seen[tag] = true; list.push({ tag: tag, name: links[i].textContent.trim() }); }
    }
    return list;
  }

  function resultURL(result) {
    var url = root + result.url;
    if (result.anchor) url += "#" + encodeURIComponent(result.anchor).replace(/%2D/gi, "-");
    return url;
  }

  function debounce(fn, wait) {
    var timer = null;
    return function () {
      var args = arguments, self = this;
      clearTimeout(timer);
      timer = setTimeout(function () { fn.apply(self, args); }, wait);
    };
  }

  /** Follows an input method's composition (pinyin…), no query yet: returns `composing(event)`;
      `committed` runs at its end (the last `input` may come before or after it). */
  function followComposition(input, committed) {
    var active = false;
    input.addEventListener("compositionstart", function () { active = true; });
    input.addEventListener("compositionend", function () { active = false; committed(); });
    return function (event) { return active || !!(event && event.isComposing); };
  }

  function loadStyles() {
    if (doc.querySelector("link[data-search-styles]")) return;
    var link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = root + "assets/search.css";
    link.setAttribute("data-search-styles", "");
    doc.head.appendChild(link);
  }

  /** The pop-up under the header's search field: the ARIA 1.2 combobox pattern. */
  function setUpPopup(input) {
    var form = input.form;
    var id = "search-popup";
    var popup = doc.createElement("div");
    popup.className = "search-popup";
    popup.id = id;
    popup.hidden = true;
    var status = doc.createElement("p");
    status.className = "search-status";
    status.id = id + "-status";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    // A <div>: a <ul> could not hold the links without <li>s.
    var list = doc.createElement("div");
    list.className = "search-results";
    list.id = id + "-list";
    list.setAttribute("role", "listbox");
    var footer = doc.createElement("div");
    footer.className = "search-footer";
    popup.appendChild(status);
    popup.appendChild(list);
    popup.appendChild(footer);
    (form || input.parentNode).appendChild(popup);

    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", list.id);
    input.setAttribute("aria-describedby", status.id);
    var strings = stringsFor(pageLanguage);
    list.setAttribute("aria-label", strings.listLabel);

    var language = pageLanguage, active = -1, options = [], sequence = 0, lastQuery = null;

    function open() {
      popup.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }
    function close() {
      popup.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      active = -1;
    }
    function setActive(index) {
      if (active >= 0 && options[active]) options[active].setAttribute("aria-selected", "false");
      active = index;
      if (active >= 0 && options[active]) {
        options[active].setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", options[active].id);
        if (options[active].scrollIntoView) options[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }
    function renderFooter(query) {
      footer.textContent = "";
      var s = stringsFor(language);
      if (query) {
        var all = doc.createElement("a");
        all.className = "search-all";
        all.href = root + encodeURIComponent(language) + "/search/?q=" + encodeURIComponent(query);
        all.textContent = s.all;
        footer.appendChild(all);
      }
      var others = otherLanguages().concat(language !== pageLanguage ? [{ tag: pageLanguage, name: languageName(pageLanguage) }] : []);
      others.forEach(function (other) {
        if (other.tag === language) return;
        var button = doc.createElement("button");
        button.type = "button";
        button.className = "search-language";
        button.setAttribute("lang", other.tag);
        button.setAttribute("data-search-language", other.tag);
        button.textContent = stringsFor(other.tag).other(other.name);
        button.addEventListener("click", function () {
          language = other.tag;
          input.focus();
          run(true);
        });
        footer.appendChild(button);
      });
    }
    function languageName(tag) {
      var link = doc.querySelector('.language-switcher [lang="' + tag.replace(/"/g, "") + '"]');
      return link ? link.textContent.trim() : tag;
    }
    /** The i-th result: <a href role="option"> (a link, to open in a new tab), out of the Tab order. */
    function addOption(i) {
      var item = doc.createElement("a");
      item.id = id + "-option-" + i;
      item.className = "search-result";
      item.setAttribute("role", "option");
      item.setAttribute("tabindex", "-1");
      ["search-result-title", "search-result-section", "search-result-excerpt"].forEach(function (name) {
        var span = doc.createElement("span");
        span.className = name;
        item.appendChild(span);
      });
      // A press leaves the focus in the field (the click still follows the link).
      item.addEventListener("mousedown", function (event) { if (event.button === 0) event.preventDefault(); });
      list.appendChild(item);
      options.push(item);
      return item;
    }
    function render(response, query) {
      var s = stringsFor(language);
      active = -1;
      input.removeAttribute("aria-activedescendant");
      list.setAttribute("lang", language);
      // Options are reused, only their contents change: a keystroke makes no new nodes.
      response.results.forEach(function (result, i) {
        var item = options[i] || addOption(i), spans = item.children;
        item.setAttribute("aria-selected", "false");
        item.href = resultURL(result);
        // Only escaped text and <mark> reach innerHTML.
        spans[0].innerHTML = result.titleHTML;
        spans[1].innerHTML = escapeHTML(result.section) + (result.heading ? " › " + result.headingHTML : "");
        spans[2].innerHTML = result.excerptHTML;
      });
      while (options.length > response.results.length) list.removeChild(options.pop());
      status.textContent = response.results.length ? s.results(response.total) : s.noneFor(query);
      popup.classList.toggle("search-empty", !response.results.length);
      renderFooter(query);
      open();
    }
    function run(force) {
      if (composing()) return;
      var query = input.value.trim();
      if (!query) {
        lastQuery = "";
        list.textContent = "";
        options = [];
        close();
        return;
      }
      if (!force && query === lastQuery && !popup.hidden) return;
      lastQuery = query;
      var mine = ++sequence, started = (global.performance || Date).now();
      if (!options.length) { status.textContent = stringsFor(language).loading; }
      indexFor(language).search(query, { limit: 8 }).then(function (response) {
        if (mine !== sequence) return;
        render(response, query);
        popup.setAttribute("data-ms", String(Math.round(((global.performance || Date).now() - started) * 10) / 10));
      }, function () {
        if (mine !== sequence) return;
        list.textContent = "";
        options = [];
        status.textContent = stringsFor(language).failed;
        renderFooter(query);
        open();
      });
    }
    var debounced = debounce(function () { run(false); }, 60);
    function changed() {
      if (!input.value.trim()) { sequence++; run(false); return; }
      debounced();
    }
    var composing = followComposition(input, changed);

    input.addEventListener("focus", function () {
      loadStyles();
      indexFor(language).ready().catch(function () {});
      if (input.value.trim() && options.length) open();
    });
    input.addEventListener("input", function (event) {
      if (!composing(event)) changed();
    });
    input.addEventListener("keydown", function (event) {
      // Keys that choose or commit an input method's candidates are the input method's. (Safari
      // ends the composition before the keydown of the Enter that commits it: keyCode 229.)
      if (event.isComposing || event.keyCode === 229) return;
      if (event.key === "ArrowDown" || event.key === "Down") {
        event.preventDefault();
        if (popup.hidden) { run(true); return; }
        if (options.length) setActive(active + 1 >= options.length ? 0 : active + 1);
      } else if (event.key === "ArrowUp" || event.key === "Up") {
        event.preventDefault();
        if (options.length) setActive(active <= 0 ? options.length - 1 : active - 1);
      } else if (event.key === "Enter") {
        if (active >= 0 && options[active]) {
          event.preventDefault();
          window.location.href = options[active].href;
        } else if (language !== pageLanguage) {
          event.preventDefault();
          window.location.href = root + encodeURIComponent(language) + "/search/?q=" + encodeURIComponent(input.value.trim());
        }
      } else if (event.key === "Escape" || event.key === "Esc") {
        if (!popup.hidden) { event.preventDefault(); close(); }
        else if (input.value) { event.preventDefault(); input.value = ""; }
      } else if (event.key === "Home" || event.key === "End") {
        if (active >= 0) setActive(-1);
      }
    });
    input.addEventListener("blur", function () {
      setTimeout(function () {
        if (!popup.contains(doc.activeElement) && doc.activeElement !== input) close();
      }, 150);
    });
    doc.addEventListener("mousedown", function (event) {
      if (!popup.hidden && !popup.contains(event.target) && event.target !== input) close();
    });
  }

  /** The search page (<lang>/search/?q=…): every result, in pages of 20. */
  function setUpSearchPage(container) {
    var input = doc.getElementById("search-page-input");
    var status = doc.getElementById("search-page-status");
    var list = doc.getElementById("search-page-results");
    var more = doc.getElementById("search-page-more");
    var browse = doc.getElementById("search-browse");
    var language = container.getAttribute("data-language") || pageLanguage;
    var s = stringsFor(language), sequence = 0, shown = 0, current = "";
    if (!input || !status || !list) return;
    loadStyles();

    function item(result) {
      var li = doc.createElement("li");
      li.className = "search-page-result";
      li.innerHTML =
        '<h2><a href="' + escapeHTML(resultURL(result)) + '">' + result.titleHTML + "</a></h2>" +
        '<p class="search-result-section">' + escapeHTML(result.section) + (result.heading ? " › " + result.headingHTML : "") + "</p>" +
        '<p class="search-result-excerpt">' + result.excerptHTML + "</p>";
      return li;
    }
    function show(query, append) {
      var mine = ++sequence;
      if (!append) shown = 0;
      if (!query) {
        list.textContent = "";
        more.textContent = "";
        status.textContent = s.typeMore;
        if (browse) browse.hidden = false;
        return;
      }
      if (browse) browse.hidden = true;
      status.textContent = s.loading;
      indexFor(language).search(query, { limit: 20, offset: shown, excerptLength: 240 }).then(function (response) {
        if (mine !== sequence) return;
        if (!append) list.textContent = "";
        response.results.forEach(function (result) { list.appendChild(item(result)); });
        shown += response.results.length;
        status.textContent = response.total ? s.results(response.total) : s.noneFor(query);
        more.textContent = "";
        if (shown < response.total) {
          var button = doc.createElement("button");
          button.type = "button";
          button.textContent = s.more;
          button.addEventListener("click", function () { show(current, true); });
          more.appendChild(button);
        }
      }, function () {
        if (mine === sequence) status.textContent = s.failed;
      });
    }
    function update() {
      current = input.value.trim();
      var url = window.location.pathname + (current ? "?q=" + encodeURIComponent(current) : "");
      try { window.history.replaceState(null, "", url); } catch (e) { /* file: URLs */ }
      show(current, false);
    }
    var params = window.location.search.match(/[?&]q=([^&]*)/);
    if (params) {
      try { input.value = decodeURIComponent(params[1].replace(/\+/g, " ")); } catch (e) { input.value = ""; }
    }
    var later = debounce(function () { if (!composing()) update(); }, 120);
    var composing = followComposition(input, later);
    input.addEventListener("input", function (event) { if (!composing(event)) later(); });
    if (input.form) input.form.addEventListener("submit", function (event) { event.preventDefault(); update(); });
    current = input.value.trim();
    show(current, false);
  }

  function start() {
    var header = doc.getElementById("search-input");
    if (header) setUpPopup(header);
    var page = doc.getElementById("search-page");
    if (page) setUpSearchPage(page);
    doc.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      var target = event.target, tag = target && target.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
      var field = doc.getElementById("search-page-input") || header;
      if (!field) return;
      event.preventDefault();
      field.focus();
      if (field.select) field.select();
    });
    global.guidegenSearch = api;
  }

  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
})(typeof window !== "undefined" ? window : globalThis);
