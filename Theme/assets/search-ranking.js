/* guidegen search, part 4 of 7: the index and the ranking. Reads the index that
   `guidegen build` writes into search/<lang>/ (the format is in
   Sources/GuideSearch/SearchIndexWriter.swift), loading only what a query needs, and ranks pages
   with the weights of WEIGHTS. Everything it returns as HTML is escaped. */
(function (global) {
  "use strict";
  // Under Node (the quality benchmark and tests) each part is a CommonJS module; in the browser
  // the theme loads the parts in order and each adds itself to guidegenSearchParts.
  var node = typeof module === "object" && !!module.exports;
  var parts = node ? null : (global.guidegenSearchParts = global.guidegenSearchParts || {});
  function part(name) { return node ? require("./search-" + name + ".js") : parts[name]; }
  var inflate = part("inflate").inflate;
  var editDistanceAtMost = part("analysis").editDistanceAtMost;
  var normalize = part("analysis").normalize;
  var parseQuery = part("analysis").parseQuery;
  var stemWord = part("analysis").stemWord;
  var termsOf = part("analysis").termsOf;
  var tokenize = part("analysis").tokenize;

  /* ---------- The index ---------- */

  /** Every weight of the ranking, in one place. */
  var WEIGHTS = {
    // BM25's term-frequency saturation, and what a term in the title adds.
    k1: 1.2, titleBonus: 2.0,
    // A term reached as a prefix, by a typo, or a Chinese prefix, counts this much of an exact one.
    prefix: 0.7, fuzzy: 0.5, cjkPrefix: 0.6,
    // How far typo tolerance reads: shards per range, terms per query word.
    maxRangeShards: 3, maxExpansions: 40,
    // A passage's score: per query word it covers, for a match in its heading, for every word
    // within a few positions, and for the title's passage (if the title covers every word, or not).
    passageCovered: 2, passageHeading: 1.5, passageClose: 1, passageTitleCovers: 2.5, passageTitle: 0.25,
    // Proximity: every word within one position more than their count, or within 12 positions.
    adjacent: 1.35, near: 1.15,
    // A quoted phrase found, or not found, on the page.
    phraseFound: 1.5, phraseMissing: 0.6,
    // A heading that has every word; a title or heading that is exactly the query.
    headingHasAll: 1.4, exactTitle: 1.5, exactHeading: 1.5,
    // Home (depth 1) and section (depth 2) pages, below the topics they summarize.
    homePage: 0.6, sectionPage: 0.8,
    // Pages that miss at most this much of the best page's match are ranked with it.
    matchSlack: 0.34
  };
  var K1 = WEIGHTS.k1, TITLE_BONUS = WEIGHTS.titleBonus, PREFIX_WEIGHT = WEIGHTS.prefix, FUZZY_WEIGHT = WEIGHTS.fuzzy;
  var CJK_PREFIX_WEIGHT = WEIGHTS.cjkPrefix, MAX_RANGE_SHARDS = WEIGHTS.maxRangeShards, MAX_EXPANSIONS = WEIGHTS.maxExpansions;

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

  /** One language's index. `load(path)` resolves to the bytes (Uint8Array) of a file below the
      index folder; it is the browser's fetch, or a file read under Node. */
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

  /** The shard numbers holding keys from `from` up to (not including) `to`, at most `limit`. */
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
    var self = this, numbers = {};
    function add(list) { list.forEach(function (n) { if (n >= 0) numbers[n] = true; }); }
    query.units.concat(query.excluded).forEach(function (unit) {
      if (unit.kind === "word") {
        add([self.shardNumber(unit.stem)]);
        var prefixLength = Math.min(3, unit.norm.length);
        if (unit.prefix || unit.norm.length >= 4) {
          var from = unit.norm.slice(0, prefixLength);
          add(self.rangeShards(from, from + "\uffff", MAX_RANGE_SHARDS));
        }
      } else if (unit.chars.length === 1) {
        add(self.rangeShards(unit.text, unit.text + "\uffff", unit.prefix ? MAX_RANGE_SHARDS : 1));
      } else {
        for (var i = 0; i + 1 < unit.chars.length; i++) add([self.shardNumber(unit.chars[i] + unit.chars[i + 1])]);
      }
    });
    var list = Object.keys(numbers).map(Number);
    return Promise.all(list.map(function (n) { return self.shard(n); })).then(function (shards) {
      var byNumber = {};
      list.forEach(function (n, i) { byNumber[n] = shards[i]; });
      return byNumber;
    });
  };

  /** Words of four letters or more that match nothing may have a typo in their first three
      letters, which the first look (keys with the same three letters) cannot see: they are
      marked `wide` and the shards of their wider prefixes loaded too (one more round trip, only
      for such queries). Resolves to the shards, more of them when needed. */
  SearchIndex.prototype.widenForTypos = function (query, shards) {
    var self = this, numbers = {};
    query.units.forEach(function (unit) {
      if (unit.kind !== "word" || unit.norm.length < 4 || !/^[a-z]+$/.test(unit.norm) || expand(self, shards, unit).length) return;
      unit.wide = true;
      widePrefixes(unit).forEach(function (start) {
        self.rangeShards(start, start + "\uffff", MAX_RANGE_SHARDS).forEach(function (n) { if (n >= 0 && !shards[n]) numbers[n] = true; });
      });
    });
    var list = Object.keys(numbers).map(Number);
    if (!list.length) return Promise.resolve(shards);
    return Promise.all(list.map(function (n) { return self.shard(n); })).then(function (loaded) {
      list.forEach(function (n, i) { shards[n] = loaded[i]; });
      return shards;
    });
  };

  /** Finds a key among the loaded shards: {shard, index} or null. */
  function findKey(index, shards, key) {
    var shard = shards[index.shardNumber(key)];
    if (!shard) return null;
    var i = lowerBound(shard.keys, key);
    return i < shard.keys.length && shard.keys[i] === key ? { shard: shard, index: i } : null;
  }

  /** The key prefixes a word with a typo in its first three letters is looked for under, once
      its own three letters found nothing (`unit.wide`): its first letter (a typo in the second
      or third), its second letter (an extra or swapped first letter), and, for a wrong or
      missing first letter, every letter followed by its second and third ("slert": "?le") or
      by its first and second ("lert": "?le"). Three-letter prefixes keep the load small: each
      lies in one or two shards. */
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
      prefixes.slice(0, MAX_EXPANSIONS).forEach(function (p) { push(p[0], p[1], PREFIX_WEIGHT); });
      if (!exactFound) fuzzy.slice(0, MAX_EXPANSIONS).forEach(function (p) { push(p[0], p[1], FUZZY_WEIGHT); });
    } else if (unit.chars.length === 1) {
      var single = findKey(index, shards, unit.text);
      if (single) push(single.shard, single.index, 1);
      var count = 0;
      eachInRange(unit.text, function (shard, i) {
        if (shard.keys[i] !== unit.text && count++ < MAX_EXPANSIONS) push(shard, i, unit.prefix ? CJK_PREFIX_WEIGHT : CJK_PREFIX_WEIGHT / 2);
      });
    }
    return found;
  }

  function idf(pages, df) { return Math.log(1 + (pages - df + 0.5) / (df + 0.5)); }

  /** Scores every page for a parsed query: {pages, score, matched, terms}. `pages` lists the
      page numbers matched, in order; `score` (the sum of the units' scores) and `matched` (how
      many units the page has; a Chinese run counts the share of its bigrams found) are indexed
      by page number. Typed arrays, not an object per page: a short prefix can match most of
      the site on every keystroke. */
  SearchIndex.prototype.score = function (query, shards) {
    var self = this, N = self.manifest.pages, maxImpact = self.manifest.maxImpact, titleBit = self.manifest.titleBit;
    var score = new Float64Array(N), matched = new Float64Array(N), removed = new Uint8Array(N);
    // One unit at a time: per page, the best score of a term (or the sum of a run's bigrams)
    // and how many of the unit's lists have it; `touched` lists the pages to visit and reset.
    var best = new Float64Array(N), count = new Uint16Array(N), touched = [];
    function value(impact) { return (impact & maxImpact) / maxImpact * (K1 + 1) + (impact & titleBit ? TITLE_BONUS : 0); }
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
        // run's bigrams it has (below).
        var bigrams = unit.chars.length - 1, i;
        for (i = 0; i < bigrams; i++) {
          var key = unit.chars[i] + unit.chars[i + 1], hit = findKey(self, shards, key);
          terms.push({ unit: u, key: key, weight: 1 });
          if (!hit) continue;
          var list = postingsOf(hit.shard, hit.index), w = idf(N, list.pages.length);
          each(list, function (p, impact) {
            if (count[p]++ === 0) touched.push(p);
            best[p] += w * value(impact);
          });
        }
        // A run written without spaces may join words that the page has apart (品牌标志): a page
        // with some of the bigrams matches the run in part.
        touched.forEach(function (p) {
          var coverage = count[p] / bigrams;
          add(p, best[p] * coverage * coverage, coverage);
          best[p] = 0;
          count[p] = 0;
        });
        return;
      }
      expand(self, shards, unit).forEach(function (term) {
        terms.push({ unit: u, key: term.key, weight: term.weight });
        var list = postingsOf(term.shard, term.index), w = idf(N, list.pages.length) * term.weight;
        each(list, function (p, impact) {
          var s = w * value(impact);
          if (!count[p]) { count[p] = 1; touched.push(p); best[p] = s; } else if (best[p] < s) best[p] = s;
        });
      });
      touched.forEach(function (p) {
        add(p, best[p], 1);
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

  /* ---------- Passages, excerpts and the final order ---------- */

  /** What a query looks for in text: per unit, a test of a token. */
  function matcher(query, terms, stopWords) {
    var keysByUnit = query.units.map(function () { return {}; });
    terms.forEach(function (t) { keysByUnit[t.unit][t.key] = true; });
    var hitsByWord = new Map();
    return {
      units: query.units,
      /** Unit numbers a word token matches (the same array for the same word: a page repeats
          its words, and the answer depends on the word alone). */
      word: function (norm, stemmed) {
        var hits = hitsByWord.get(norm);
        if (hits) return hits;
        hits = [];
        query.units.forEach(function (unit, u) {
          if (unit.kind !== "word") return;
          if (keysByUnit[u][stemmed] || stemmed === unit.stem || norm === unit.norm ||
              (unit.prefix && unit.norm.length >= 2 && norm.lastIndexOf(unit.norm, 0) === 0)) hits.push(u);
        });
        hitsByWord.set(norm, hits);
        return hits;
      },
      stopWords: stopWords,
      queryTerms: termsOf(query.units.map(function (u) { return u.text; }).join(" "), stopWords).join(" ")
    };
  }

  /** The tokens of a text with their normalized and stemmed forms: what every query needs
      from it, worked out once. */
  function analyze(text) {
    var tokens = tokenize(text);
    tokens.forEach(function (token) {
      if (token.kind !== "word") return;
      token.norm = normalize(token.text);
      token.stem = token.norm ? stemWord(token.norm) : null;
    });
    return tokens;
  }

  /** A page's analyzed title, description and passages. The next keystroke usually shows
      many of the same pages, so the analyses of the pages described last are kept (only
      some: an analysis takes ten times the memory of its page). */
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
          var from = 0, at;
          while ((at = token.text.indexOf(unit.text, from)) >= 0) {
            found.push({ start: token.start + at, end: token.start + at + unit.text.length, unit: u, position: position + at });
            from = at + unit.text.length;
          }
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
    var best = null, units = query.units.length;
    var analysis = analysisOf(page), passages = analysis.passages;
    // A page whose title has every word is shown from its top, unless a heading has them too.
    var titleUnits = {}, inTitle = occurrences(analysis.title, m);
    inTitle.forEach(function (f) { titleUnits[f.unit] = true; });
    var titleCovers = Object.keys(titleUnits).length === units;
    passages.forEach(function (passage, i) {
      var inHeading = occurrences(analysis.headings[i], m), inText = occurrences(analysis.texts[i], m);
      var seen = {};
      inHeading.concat(inText).forEach(function (f) { seen[f.unit] = true; });
      var covered = Object.keys(seen).length;
      var window = smallestWindow(inText, units);
      var score = covered * WEIGHTS.passageCovered + (inHeading.length ? WEIGHTS.passageHeading : 0) +
        (units > 1 && window <= units + 2 ? WEIGHTS.passageClose : 0) + (i === 0 ? (titleCovers ? WEIGHTS.passageTitleCovers : WEIGHTS.passageTitle) : 0);
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
      if (best.window <= units + 1) proximity = WEIGHTS.adjacent;
      else if (best.window <= 12) proximity = WEIGHTS.near;
    }
    var whole = query.phrases.length ? page.t + " " + passages.map(function (p) { return p[1] + " " + p[3]; }).join(" ") : "";
    query.phrases.forEach(function (phrase) {
      proximity *= whole.toLowerCase().indexOf(phrase.toLowerCase()) >= 0 ? WEIGHTS.phraseFound : WEIGHTS.phraseMissing;
    });
    // A heading that has every word, as in "State restoration".
    var headingUnits = {};
    best.inHeading.forEach(function (f) { headingUnits[f.unit] = true; });
    if (best.passage > 0 && Object.keys(headingUnits).length === units) proximity *= WEIGHTS.headingHasAll;
    // Home and section pages summarize the topics; the topics come first.
    var depth = page.u.split("/").filter(Boolean).length;
    if (depth === 1) proximity *= WEIGHTS.homePage; else if (depth === 2) proximity *= WEIGHTS.sectionPage;
    if (analysis.titleTerms === null) analysis.titleTerms = termsOf(page.t, m.stopWords).join(" ");
    if (analysis.titleTerms && analysis.titleTerms === m.queryTerms) proximity *= WEIGHTS.exactTitle;
    // A section named exactly what was asked ("custom operators", "delegation") is the answer,
    // more surely than a longer heading that also has the words.
    else {
      if (analysis.headingTerms === null) analysis.headingTerms = passages.map(function (p) { return termsOf(p[1], m.stopWords).join(" "); });
      if (m.queryTerms && analysis.headingTerms.indexOf(m.queryTerms) > 0) proximity *= WEIGHTS.exactHeading;
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

  /** The first `count` items of `list` in the order of `compare` (which orders any two
      different items), without sorting the rest: a short prefix can rank thousands of pages
      and only a dozen are shown. */
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

  /** Runs a query. Resolves to {results: [{url, title, section, anchor, heading, titleHTML,
      headingHTML, excerptHTML, score}], total, query}. Only the first `limit` results (from
      `offset`) are described, which loads one small file each. */
  SearchIndex.prototype.search = function (text, options) {
    var self = this;
    options = options || {};
    var limit = options.limit || 8, offset = options.offset || 0;
    return self.ready().then(function () {
      var query = parseQuery(text, self.stopWords);
      if (!query.units.length || !self.manifest.pages) return { results: [], total: 0, query: query };
      return self.shardsFor(query).then(function (shards) {
        return self.widenForTypos(query, shards);
      }).then(function (shards) {
        var scored = self.score(query, shards), score = scored.score, matched = scored.matched;
        var top = 0;
        scored.pages.forEach(function (p) { if (matched[p] > top) top = matched[p]; });
        // Pages with every word (or every bigram of a Chinese run), and pages that miss little
        // more than the best do only when nothing has them all.
        var ranked = scored.pages.filter(function (p) { return matched[p] >= top - WEIGHTS.matchSlack; });
        // Look closer at the first results (and a few more, which may move up).
        var end = offset + limit + (offset === 0 ? 4 : 0);
        var window = firstInOrder(ranked, end, function (a, b) {
          return (matched[b] > matched[a] + WEIGHTS.matchSlack ? 1 : matched[a] > matched[b] + WEIGHTS.matchSlack ? -1 : 0) || score[b] - score[a] || a - b;
        }).slice(offset, end);
        var m = matcher(query, scored.terms, self.stopWords);
        // Each page is described as soon as it arrives, while the others are still loading.
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

  var exported = { WEIGHTS: WEIGHTS, escapeHTML: escapeHTML, excerpt: excerpt, SearchIndex: SearchIndex };
  if (node) module.exports = exported; else parts["ranking"] = exported;
})(typeof window !== "undefined" ? window : globalThis);
