/* guidegen search, the engine's text analysis: the rules of Sources/GuideSearch/TextAnalyzer.swift
   (tokens, normalized and stemmed words, code words' parts, operators, Chinese bigrams), which
   make a query and a page's text into the index's terms; reads queries, with the manifest's
   synonyms. Needs search-stem.js; search-passages.js uses it. */
(function (module) {
  "use strict";

  var stem = module.require("./search-stem.js").stem;

  function isCJK(v) {
    return (v >= 0x3005 && v <= 0x3007) || (v >= 0x3021 && v <= 0x3029) || (v >= 0x3040 && v <= 0x30FF) ||
      (v >= 0x31F0 && v <= 0x31FF) || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) ||
      (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFF66 && v <= 0xFF9F) || (v >= 0x20000 && v <= 0x323AF);
  }
  // Unicode's property escapes (ES2018) need no fallback: joins(), below, has one in a literal,
  // and a browser without them could not read this file at all.
  var WORD_CHARACTER = /[\p{L}\p{M}\p{N}\p{Pc}]/u;
  function isWordCharacter(v) {
    if (v < 0x80) return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39) || v === 0x5F;
    if (isCJK(v)) return false;
    return WORD_CHARACTER.test(String.fromCodePoint(v));
  }
  function isJoiner(v) { return v === 0x27 || v === 0x2E || v === 0x2019; }
  var MARKS = /\p{Mn}/gu;

  /** Lower-cases, removes accents and apostrophes; null for nothing left or too long. */
  function normalize(token) {
    var w = token.toLowerCase();
    if (/[^\x00-\x7F]/.test(w)) {
      w = w.replace(/\u2019/g, "'");
      w = w.normalize("NFD").replace(MARKS, "").normalize("NFC");
    }
    if (w.indexOf("'") >= 0) {
      if (w.endsWith("'s")) w = w.slice(0, -2); else if (w.endsWith("'")) w = w.slice(0, -1);
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
      // A lone lowercase letter begins a name with what follows it: iPadOS is also iPad.
      if (words.length >= 3 && /^[a-z]$/.test(words[0])) add(words[0] + words[1]);
    });
    return parts;
  }

  /** Splits text into tokens: {kind: "word"|"cjk", text, start, end} (UTF-16 offsets). */
  function tokenize(text) {
    var tokens = [], i = 0, n = text.length;
    function at(k) { return text.codePointAt(k); }
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
    var found = (text.match(/[=!<>&|^~?+\-*\/%.]+/g) || []).filter((run) => run.length > 1 && run.length < 5 && !/^(\.+|!+)$/.test(run));
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

  /** A CJK run parted at its conjunctions (`joiners`: 和, 与) where two characters or more
      stand on each side: 值类型和引用类型 is 值类型 and 引用类型; 参与者 and 总和 stay whole. */
  function partAtJoiners(run, joiners) {
    var chars = Array.from(run), parts = [], from = 0;
    for (var at = 2; joiners && at < chars.length - 2; at++) {
      for (var j = 0; j < joiners.length; j++) {
        var joiner = Array.from(joiners[j]), end = at + joiner.length;
        if (end > chars.length - 2 || at - from < 2 || chars.slice(at, end).join("") !== joiners[j]) continue;
        parts.push(chars.slice(from, at).join(""));
        from = end;
        at = end - 1;
        break;
      }
    }
    parts.push(chars.slice(from).join(""));
    return parts;
  }

  /** The letters a word still being typed (the query's last, with no space after it) needs to match
      as a prefix: one letter begins too many words to be worth the index's shards. */
  var PREFIX_LETTERS = 2;

  /** Reads a query: words and CJK runs (units), "quoted phrases", -excluded words. `codeStops`:
      the stop words the index holds as code (`if`, `is`), each under a backtick (the manifest's
      `codeStopWords`). */
  function parseQuery(query, stopWords, words, joiners, codeStops) {
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
        // One letter after other words, still being typed ("keyboard s"), is the start of a
        // word that is not there yet: the query stays what it was, with nothing to download.
        if (isLast && !trailingSpace && index && /^[a-z]$/.test(w)) return;
        var unit = { kind: "word", text: token.text, norm: w, stem: stemWord(w), prefix: isLast && !trailingSpace && w.length >= PREFIX_LETTERS, stop: !!stopWords[w], soft: (words || []).indexOf(w) >= 0 };
        // A stop word the site writes as code ("is operator") is that keyword: scored where a
        // page has it as code, as a code word made of two words is, never required beside other words.
        if (unit.stop && codeStops && codeStops.indexOf(w) >= 0) unit = { kind: "word", text: token.text, norm: "`" + w, stem: "`" + w, soft: true, compound: true, codeStop: true };
        (negative ? excluded : units).push(unit);
      } else {
        // A question's words (如何, 是否) split a run and are left out; a run of them alone
        // (如何 typed apart) is scored, not required, as an English question's words are.
        var pieces = split ? token.text.split(split).filter(Boolean) : [];
        if (split && !pieces.length) return (negative ? excluded : units).push({ kind: "cjk", text: token.text, chars: Array.from(token.text), soft: true });
        // Conjunctions part a run into the words they join.
        pieces = (pieces.length ? pieces : [token.text]).reduce((all, piece) => all.concat(partAtJoiners(piece, joiners)), []);
        pieces.forEach(function (piece, i, all) {
          var chars = Array.from(piece);
          (negative ? excluded : units).push({ kind: "cjk", text: piece, chars, prefix: isLast && i === all.length - 1 && !trailingSpace && chars.length === 1 });
        });
      }
    });
    operators(query, tokens).forEach(function (t) { units.push({ kind: "word", text: t, norm: t, stem: t }); });
    // Stop words count only when the query has nothing else; a question's words (how, do)
    // are scored but a page need not have them.
    var content = units.filter((u) => !u.stop);
    if (content.length) units = content;
    if (units.every((u) => u.soft)) units.forEach(function (u) { u.soft = false; });
    units = units.slice(0, 12);
    // Two words side by side may name a code word made of them ("remove all": removeAll, "is
    // empty": isEmpty), which the index holds whole: scored if a page has it, never required.
    tokens.forEach(function (token, index) {
      var next = tokens[index + 1];
      if (!next || token.kind !== "word" || next.kind !== "word" || !/^[A-Za-z]+$/.test(token.text + next.text) || !/^\s+$/.test(query.slice(token.end, next.start))) return;
      var w = normalize(token.text + next.text);
      if (w && units.length < 16) units.push({ kind: "word", text: token.text + next.text, norm: w, stem: stemWord(w), soft: true, compound: true });
    });
    return { units, excluded: excluded.slice(0, 6), phrases };
  }

  /** The query with the manifest's synonyms (a reader's word → the site's) replaced, longest
      first: whole words, or anywhere in a Chinese run. */
  /** Whether a character next to a Latin word continues it (a letter or digit of a script written with spaces). */
  function joins(code) {
    return code !== undefined && !isCJK(code) && /[\p{L}\p{N}]/u.test(String.fromCodePoint(code));
  }

  function withSynonyms(text, synonyms) {
    if (!synonyms) return text;
    var lower = text.toLowerCase();
    Object.keys(synonyms).sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).forEach(function (word) {
      // An empty word is found at every place, and the loop below would never end.
      if (!word) return;
      var at = 0;
      while ((at = lower.indexOf(word, at)) >= 0) {
        var end = at + word.length;
        // A Chinese character beside a Latin word ends it: "sidebar怎么用" holds the word sidebar.
        var whole = isCJK(word.codePointAt(0)) || (!joins(lower.codePointAt(at - 1)) && !joins(lower.codePointAt(end)));
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

  module.exports = { normalize, stemWord, tokenize, termsOf, codeParts, parseQuery, withSynonyms };
  // In a page (`this` is the window) the `module` search.js gives a part; under Node, Node's.
})(this.guidegenSearchParts ? guidegenSearchParts["search.js"].module("search-analysis.js") : module);
