/* guidegen search, the engine's passages, excerpts and final order: SearchIndex.search, from a
   query's text to its results, each page's best passage found and shown with the words in
   <mark> (escaped text only), ordered by score and the passages' proximity. Needs
   search-analysis.js and search-ranking.js (its WEIGHTS); loads search-pinyin.js for a Chinese
   query that may need it. */
(function (module) {
  "use strict";

  var { tokenize, normalize, stemWord, termsOf, codeParts, parseQuery, withSynonyms } = module.require("./search-analysis.js");
  var { SearchIndex, WEIGHTS: W } = module.require("./search-ranking.js");

  /** What a query looks for in text: per unit, a test of a token. */
  function matcher(query, terms, stopWords) {
    var keysByUnit = query.units.map(() => ({}));
    terms.forEach(function (t) { keysByUnit[t.unit][t.key] = true; });
    // A word that matched only typos of the index's words, no word and no longer word it
    // begins, is read as those words ("recoder": record), wherever the word as typed would count.
    var readAs = query.units.map(function (unit, u) {
      var own = terms.filter((t) => t.unit === u);
      return unit.kind === "word" && own.length && own.every((t) => t.weight === W.fuzzy) ? own.map((t) => t.key) : null;
    });
    var hitsByWord = new Map(), namedHitsByWord = new Map();
    function hitsOf(norm, stemmed) {
      var hits = hitsByWord.get(norm);
      if (hits) return hits;
      hits = [];
      query.units.forEach(function (unit, u) {
        if (unit.kind !== "word" || unit.soft) return;
        if (keysByUnit[u][stemmed] || stemmed === unit.stem || norm === unit.norm ||
            (unit.prefix && [unit.norm].concat(readAs[u] || []).some((start) => norm.startsWith(start)))) hits.push(u);
      });
      hitsByWord.set(norm, hits);
      return hits;
    }
    return {
      units: query.units,
      /** Unit numbers a word token matches (one array per word: pages repeat words). `text`,
          the token as written, for a title or heading only. */
      word: function (norm, stemmed, text) {
        var hits = hitsOf(norm, stemmed);
        if (!text || !/[a-z][A-Z]|[A-Za-z0-9][.:][A-Za-z]/.test(text)) return hits;
        // A title or heading that names a code word (DatabasePool, DatabaseSchemaIntrospection,
        // SubprocessError.WindowsError) has the words of its parts, side by side; a variable in
        // code does not count.
        var named = namedHitsByWord.get(text);
        if (named) return named;
        named = hits.slice();
        var parts = [];
        codeParts(text).forEach(function (part) {
          var w = normalize(part);
          if (w) hitsOf(w, stemWord(w)).forEach(function (u) { if (parts.indexOf(u) < 0) parts.push(u); });
        });
        if (parts.length > 1) parts.forEach(function (u) { if (named.indexOf(u) < 0) named.push(u); });
        namedHitsByWord.set(text, named);
        return named;
      },
      stopWords: stopWords,
      queryTerms: termsOf(query.units.map((u) => u.soft ? "" : u.text).join(" "), stopWords).join(" "),
      // The same with each run heard by its pinyin (元组 for 元祖): a title or heading named so.
      heardTerms: termsOf(query.units.map((u) => u.soft ? "" : u.alt ? u.alt.join("") : u.text).join(" "), stopWords).join(" "),
      // The same with each mistyped word read as its typo's word ("recoder": record): a title
      // named so (Recorder).
      readTerms: readAs.some(Boolean) && query.units.map((u, i) => u.soft ? "" : (readAs[i] || [u.stem])[0]).join(" ").trim().replace(/ +/g, " ")
    };
  }

  /** A text's tokens with their normalized and stemmed forms, worked out once. */
  function analyze(text) {
    var tokens = tokenize(text), joined = [];
    tokens.forEach(function (token, i) {
      if (token.kind !== "word") return;
      token.norm = normalize(token.text);
      token.stem = token.norm ? stemWord(token.norm) : null;
      // Hyphenated words are also the code word they spell (In-Out: inout), as the index
      // writer counts them for a heading (SearchIndexWriter.definedCodeWords).
      var before = tokens[i - 1];
      if (before && before.kind === "word" && before.end + 1 === token.start && text[before.end] === "-" && token.norm && before.norm) {
        var norm = normalize(before.text + token.text);
        if (norm) joined.push({ kind: "word", text: text.slice(before.start, token.end), start: before.start, end: token.end, norm, stem: stemWord(norm), joined: true, after: i });
      }
    });
    // Each after its second word, which it does not count as a position of its own.
    for (var k = joined.length - 1; k >= 0; k--) tokens.splice(joined[k].after + 1, 0, joined[k]);
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
        headings: passages.map((passage) => analyze(passage[1])),
        texts: passages.map((passage) => analyze(passage[3])),
        titleTerms: null,
        titleWords: null,
        headingTerms: null
      };
      if (analyses.size >= KEPT_ANALYSES) analyses.delete(analyses.keys().next().value);
    }
    analyses.set(page, analysis);
    return analysis;
  }

  /** Finds where units occur in an analyzed text: [{start, end, unit, position}] in order. */
  function occurrences(tokens, m, named) {  // named: a title or heading
    var found = [], position = 0;
    tokens.forEach(function (token) {
      if (token.kind === "word") {
        if (token.norm) {
          m.word(token.norm, token.stem, named && token.text).forEach(function (u) { found.push({ start: token.start, end: token.end, unit: u, position: token.joined ? position - 1 : position }); });
        }
        if (!token.joined) position++;
      } else {
        m.units.forEach(function (unit, u) {
          if (unit.kind !== "cjk") return;
          // The run, or its longest parts of two characters or more (字符串 and 前缀 of
          // 判断字符串前缀, which a page may have apart).
          [unit.text].concat(unit.alt ? [unit.alt.join("")] : []).forEach(function (text) {
            for (var at = 0; at + 1 < token.text.length;) {
              var length = 0;
              for (var n = Math.min(text.length, token.text.length - at); n >= 2 && !length; n--) {
                if (text.indexOf(token.text.substr(at, n)) >= 0) length = n;
              }
              if (!length) { at++; continue; }
              found.push({ start: token.start + at, end: token.start + at + length, unit: u, position: position + at, part: length < text.length });
              at += length;
            }
          });
        });
        position += token.text.length;
      }
    });
    found.sort((a, b) => a.start - b.start || b.end - a.end);
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
    if (/[\u3040-\u30FF\u3400-\u9FFF]/.test(text)) size = Math.round(size * 0.55);
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
    var best = null, units = query.units.filter((u) => !u.soft).length;
    var analysis = analysisOf(page), passages = analysis.passages;
    // A page whose title has every word is shown from its top, unless a heading has them too.
    var titleUnits = {}, inTitle = occurrences(analysis.title, m, true);
    inTitle.forEach(function (f) { if (!f.part) titleUnits[f.unit] = true; });
    var titleCovers = Object.keys(titleUnits).length === units;
    passages.forEach(function (passage, i) {
      var inHeading = occurrences(analysis.headings[i], m, true), inText = occurrences(analysis.texts[i], m);
      var seen = {}, inHead = {};
      inHeading.forEach(function (f) { seen[f.unit] = true; if (!f.part) inHead[f.unit] = true; });
      inText.forEach(function (f) { seen[f.unit] = true; });
      var covered = Object.keys(seen).length, window = smallestWindow(inText, units);
      // A heading with every word beats one with some.
      var score = covered * W.passageCovered + (Object.keys(inHead).length ? W.passageHeading : 0) + (units > 1 && Object.keys(inHead).length === units ? W.passageHeadingHasAll : 0) +
        (units > 1 && window <= units + 2 ? W.passageClose : 0) +
        (i === 0 ? (titleCovers ? W.passageTitleCovers : W.passageTitle) : 0);
      // Of passages alike, the one where the words are closest.
      if (!best || score > best.score || (score === best.score && window < best.window)) best = { score, passage: i, inText, inHeading, window };
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
    var whole = query.phrases.length ? page.t + " " + passages.map((p) => p[1] + " " + p[3]).join(" ") : "";
    query.phrases.forEach(function (phrase) {
      proximity *= whole.toLowerCase().indexOf(phrase.toLowerCase()) >= 0 ? W.phraseFound : W.phraseMissing;
    });
    // A heading that has every word, as in "State restoration".
    var headingUnits = {};
    best.inHeading.forEach(function (f) { if (!f.part) headingUnits[f.unit] = true; });
    if (best.passage > 0 && Object.keys(headingUnits).length === units) proximity *= W.headingHasAll;
    // Home and section pages summarize the topics; the topics come first.
    var depth = page.u.split("/").filter(Boolean).length;
    if (depth === 1) proximity *= W.home; else if (depth === 2) proximity *= W.section;
    if (analysis.titleTerms === null) analysis.titleTerms = termsOf(page.t, m.stopWords).join(" ");
    // A title that is one code word is also exactly its words ("floating point counter" is
    // FloatingPointCounter, not FloatingPointCounterHandler).
    if (analysis.titleWords === null) {
      var parts = /^[A-Za-z0-9]+$/.test(page.t) ? codeParts(page.t) : [];
      analysis.titleWords = parts.length > 1 ? termsOf(parts.join(" "), m.stopWords).join(" ") : "";
    }
    if (analysis.titleTerms && (analysis.titleTerms === m.queryTerms || analysis.titleTerms === m.heardTerms || analysis.titleWords === m.queryTerms ||
        analysis.titleTerms === m.readTerms || analysis.titleWords === m.readTerms)) proximity *= W.exactTitle;
    // A section named exactly what was asked ("delegation") beats a longer heading.
    else {
      if (analysis.headingTerms === null) analysis.headingTerms = passages.map((p) => termsOf(p[1], m.stopWords).join(" "));
      if (m.queryTerms && (analysis.headingTerms.indexOf(m.queryTerms) > 0 || analysis.headingTerms.indexOf(m.heardTerms) > 0)) proximity *= W.exactHeading;
    }
    return {
      url: page.u, title: page.t, section: page.s,
      anchor: best.passage > 0 ? passage[0] : "",
      heading: best.passage > 0 ? passage[1] : "",
      headingHTML: best.passage > 0 ? excerpt(passage[1], best.inHeading, 200) : "",
      titleHTML: excerpt(page.t, inTitle, 300),
      excerptHTML: html,
      boost: proximity,
      // Its title (2), or else the heading of its best passage (1), holds every word of a
      // longer query: a page named for the subject before a section of another page.
      covers: units < 2 ? 0 : titleCovers ? 2 : best.passage > 0 && Object.keys(headingUnits).length === units ? 1 : 0
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

  /** A part of the engine that stays out of a page until a query needs it (search-pinyin.js):
      under Node from this folder, in a page through search.js, which loaded this part. */
  function part(name) {
    // Node's `module` has exports; the one search.js gives a part in a page only takes them.
    if (module.exports) return Promise.resolve().then(() => module.require("./" + name));
    return guidegenSearchParts["search.js"].part(name);
  }

  /** Runs a query. Resolves to {results: [{url, title, section, anchor, heading, titleHTML,
      headingHTML, excerptHTML, score}], total, query}; `limit` results from `offset`. */
  SearchIndex.prototype.search = function (text, options) {
    var self = this;
    options = options || {};
    var limit = options.limit || 8, offset = options.offset || 0;
    return self.ready().then(function () {
      var query = parseQuery(withSynonyms(text, self.manifest.synonyms), self.stopWords, self.manifest.queryWords, self.manifest.joiners, self.manifest.codeStopWords);
      if (!query.units.length || !self.manifest.pages) return { results: [], total: 0, query };
      // Homophones (必包 for 闭包): search-pinyin.js, fetched beside the shards.
      var pinyin = self.manifest.pinyin && query.units.some((u) => u.kind === "cjk" && u.chars.length > 1) && part("search-pinyin.js");
      return self.shardsFor(query).then(function (shards) {
        return self.widenForTypos(query, shards);
      }).then(function (shards) {
        return pinyin ? pinyin.then((widen) => widen(self, query, shards), () => shards) : shards;
      }).then(function (shards) {
        var scored = self.score(query, shards), score = scored.score, matched = scored.matched;
        var top = 0;
        scored.pages.forEach(function (p) { if (matched[p] > top) top = matched[p]; });
        // Pages with every word (or every bigram of a Chinese run), and pages that miss little
        // more than the best do only when nothing has them all.
        // A task told in many words ("test whether a number falls inside a range") may use
        // one the answer does not: with three words or more, a page may miss one, its score
        // times the square of the share it has, and is ranked with those that have them all.
        var words = query.units.filter((u) => !u.soft).length;
        var slack = words >= W.longQuery ? 1 + W.slack : W.slack;
        var ranked = scored.pages.filter((p) => matched[p] >= top - slack);
        if (words >= W.longQuery) ranked.forEach(function (p) { var share = matched[p] / top; score[p] *= share * share; matched[p] = top; });
        // Look closer at the first results (and a few more, which may move up), unless a word
        // is still being typed, none of the site's words yet ("dest"): the next letter changes
        // the results, and each page looked at is a download.
        var end = offset + limit + (offset === 0 && !scored.typing ? 4 : 0);
        var first = firstInOrder(ranked, end, function (a, b) {
          return (matched[b] > matched[a] + W.slack ? 1 : matched[a] > matched[b] + W.slack ? -1 : 0) || score[b] - score[a] || a - b;
        });
        // Fewer pages with the words than results shown: the nearest others follow (W.fill).
        var others = 0, tier = {};
        if (first.length < offset + limit) {
          ranked.forEach(function (p) { tier[p] = 0; });
          var rest = scored.pages.filter((p) => tier[p] !== 0);
          others = rest.length;
          firstInOrder(rest, Math.min(W.fill, end - first.length), (a, b) => matched[b] - matched[a] || score[b] - score[a] || a - b)
            .forEach(function (p) { tier[p] = 1; first.push(p); });
        }
        var window = first.slice(offset, end);
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
          // A page whose title or a heading holds every word comes first (item 4 of issue 35).
          described.sort((a, b) => (tier[a.page] || 0) - (tier[b.page] || 0) || b.covers - a.covers || b.score - a.score || a.page - b.page);
          return { results: described.slice(0, limit), total: ranked.length + Math.min(others, W.fill), query };
        });
      });
    });
  };

  module.exports = { escapeHTML, excerpt };
  // In a page (`this` is the window) the `module` search.js gives a part; under Node, Node's.
})(this.guidegenSearchParts ? guidegenSearchParts["search.js"].module("search-passages.js") : module);
