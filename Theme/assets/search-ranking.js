/* guidegen search, the engine's index and ranking: reads one language's index (search/<lang>/,
   SearchIndexWriter.swift) a shard at a time as queries need it, and scores pages (BM25 over
   the shards' postings, prefixes, typos, Chinese bigrams). Every weight of the ranking is in
   WEIGHTS, here, those search-passages.js and search-pinyin.js use too. Needs search-inflate.js;
   search-passages.js adds SearchIndex.search to it. */
(function (module) {
  "use strict";

  var inflate = module.require("./search-inflate.js").inflate;

  /** Every weight of the ranking: the most a term's weight in a page gives (the index's BM25
      weights are its share of it), a title term's bonus, a prefix, typo or Chinese
      prefix match (exact: 1) and how far they read; passages, proximity, phrases, headings,
      titles, home and section pages (describe, search-passages.js); slack, a long query's and the
      pages that follow those with the words when they are few (fill) (search, there too);
      pinyin (search-pinyin.js); a question's words (soft) and two words as one code word (compound)
      (parseQuery, search-analysis.js). */
  var WEIGHTS = {
    body: 3, title: 2.0, prefix: 0.7, fuzzy: 0.5, cjkPrefix: 0.6, rangeShards: 3, prefixShards: 1, expansions: 40,
    passageCovered: 2, passageHeading: 1.5, passageHeadingHasAll: 2, passageClose: 1, passageTitleCovers: 2.5, passageTitle: 0.25,
    adjacent: 1.35, near: 1.15, phraseFound: 1.5, phraseMissing: 0.6,
    headingHasAll: 1.8, exactTitle: 1.5, exactHeading: 1.5, home: 0.6, section: 0.8, slack: 0.34, fill: 1, longQuery: 3, pinyin: 0.5, fewHits: 2, soft: 0.2, compound: 1, codeStop: 0.5
  };
  var W = WEIGHTS;

  function readVarint(bytes, state) {
    var value = 0, shift = 0, b;
    do {
      b = bytes[state.p++];
      value += (b & 0x7F) * 2 ** shift;
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
    return { keys, forms, offsets, bytes };
  }

  function postingsOf(shard, i) {
    var state = { p: shard.offsets[i] }, bytes = shard.bytes;
    var df = readVarint(bytes, state), pages = new Array(df), page = 0;
    for (var k = 0; k < df; k++) { page += readVarint(bytes, state); pages[k] = page; }
    return { pages, impacts: bytes.subarray(state.p, state.p + df) };
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
      // The manifest, and where each shard starts (raw DEFLATE, a line each), side by side.
      self.manifestPromise = Promise.all([self.load("index.json"), self.load("shards.bin")]).then(function (files) {
        self.bytesLoaded += files[0].length + files[1].length;
        var manifest = JSON.parse(new TextDecoder("utf-8").decode(files[0])), shards = new TextDecoder("utf-8").decode(inflate(files[1]));
        if (manifest.version !== 2) throw new Error("unknown search index version " + manifest.version);
        manifest.shards = shards ? shards.split("\n") : [];
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

  /** The shards holding keys that begin with `from`, at most `limit`. */
  SearchIndex.prototype.rangeShards = function (from, limit) {
    var first = this.shardNumber(from), result = [];
    for (var s = first; s >= 0 && s < this.manifest.shards.length && result.length < limit; s++) {
      if (s > first && this.manifest.shards[s] >= from + "\uffff") break;
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
        // A word being typed: its longer words from the shard where they start. Each letter
        // typed into the pop-up is a query of its own, and further shards were downloads that
        // short prefixes ("de") never needed: the expansions are the first 40 in order anyway.
        if (unit.prefix) add(self.rangeShards(unit.norm, W.prefixShards));
      } else if (unit.chars.length === 1) {
        add(self.rangeShards(unit.text, unit.prefix ? W.rangeShards : 1));
      } else {
        [unit.chars, unit.alt || []].forEach(function (c) { for (var i = 0; i + 1 < c.length; i++) add([self.shardNumber(c[i] + c[i + 1])]); });
      }
    });
    return self.loadShards(numbers, {}).then(function (shards) {
      // A word's other forms and typos (same first three letters) if its stem is missing,
      // and, for a word being typed, no longer word begins with it.
      numbers = [];
      query.units.concat(query.excluded).forEach(function (unit) {
        var from = unit.kind === "word" && !unit.compound && unit.norm.length >= 4 && !findKey(self, shards, unit.stem) &&
          !(unit.prefix && beginsAWord(self, shards, unit.norm)) && unit.norm.slice(0, 3);
        if (from) add(self.rangeShards(from, W.rangeShards));
      });
      return self.loadShards(numbers, shards);
    });
  };

  /** Adds the numbered shards to `shards`; resolves to `shards`. */
  SearchIndex.prototype.loadShards = function (numbers, shards) {
    var self = this, list = numbers.filter((n, i) => n >= 0 && !shards[n] && numbers.indexOf(n) === i);
    return Promise.all(list.map((n) => self.shard(n))).then(function (loaded) {
      list.forEach(function (n, i) { shards[n] = loaded[i]; });
      return shards;
    });
  };

  /** A word of 4+ letters matching nothing may have a typo in its first three: `wide`. */
  SearchIndex.prototype.widenForTypos = function (query, shards) {
    var self = this, numbers = [];
    query.units.forEach(function (unit) {
      if (unit.kind !== "word" || unit.compound || unit.norm.length < 4 || !/^[a-z]+$/.test(unit.norm) || expand(self, shards, unit).length) return;
      unit.wide = true;
      widePrefixes(unit).forEach(function (start) { numbers = numbers.concat(self.rangeShards(start, W.rangeShards)); });
    });
    return self.loadShards(numbers, shards);
  };

  /** Finds a key among the loaded shards, or with `begins` one that begins with it: {shard,
      index} or null. */
  function findKey(index, shards, key, begins) {
    var shard = shards[index.shardNumber(key)];
    if (!shard) return null;
    var i = lowerBound(shard.keys, key), found = shard.keys[i];
    return found === key || begins && found && found.startsWith(key) ? { shard, index: i } : null;
  }

  /** Whether a loaded key, or a form of a key the word extends ("destruct" for "destructi"),
      begins with the word: it is being typed, not mistyped. */
  function beginsAWord(index, shards, norm) {
    if (findKey(index, shards, norm, true)) return true;
    for (var length = norm.length - 1; length >= 3; length--) {
      var stem = findKey(index, shards, norm.slice(0, length));
      if (stem && (stem.shard.forms[stem.index] || []).some((form) => form.length > norm.length && form.startsWith(norm))) return true;
    }
    return false;
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

  /** Every term a unit matches: [{key, weight, shard, index}], best first. */
  function expand(index, shards, unit) {
    var found = [], seen = {};
    function push(shard, i, weight) {
      var key = shard.keys[i];
      if (seen[key] !== undefined) { if (found[seen[key]].weight < weight) found[seen[key]].weight = weight; return; }
      seen[key] = found.length;
      found.push({ key, weight, shard, index: i });
    }
    function eachInRange(from, visit) {
      Object.keys(shards).forEach(function (n) {
        var shard = shards[n];
        for (var i = lowerBound(shard.keys, from); i < shard.keys.length && shard.keys[i].startsWith(from); i++) visit(shard, i);
      });
    }
    if (unit.kind === "word") {
      var exact = findKey(index, shards, unit.stem);
      if (exact) push(exact.shard, exact.index, 1);
      // Words side by side, as one code word: that word only.
      if (unit.compound) return found;
      var n = unit.norm, from = n.slice(0, 3), exactFound = !!exact;
      var prefixes = [], fuzzy = [], maxDistance = n.length >= 8 ? 2 : 1;
      widePrefixes(unit).concat([from]).forEach(function (start) { eachInRange(start, function (shard, i) {
        var key = shard.keys[i], forms = shard.forms[i] || [];
        var all = [key].concat(forms), k;
        // operator? is no form of operator.
        if (/[?!]$/.test(key)) return;
        for (k = 0; k < all.length; k++) {
          if (all[k] === n && key !== unit.stem) { push(shard, i, 1); exactFound = true; return; }
        }
        if (unit.prefix) {
          for (k = 0; k < all.length; k++) if (all[k].length > n.length && all[k].startsWith(n)) { prefixes.push([shard, i]); return; }
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
      terms, typing (a word being typed is none of the site's words yet)}, typed arrays by page
      number (a prefix may match the whole site). */
  SearchIndex.prototype.score = function (query, shards) {
    var self = this, N = self.manifest.pages, maxImpact = self.manifest.maxImpact, titleBit = self.manifest.titleBit;
    var score = new Float64Array(N), matched = new Float64Array(N), removed = new Uint8Array(N);
    // Per unit and page: the best term's score (a run's bigrams: their sum) and how many of
    // the unit's lists have it; `touched`: the pages to visit and reset.
    var best = new Float64Array(N), count = new Uint16Array(N), touched = [];
    var runScore = new Float64Array(N), runCoverage = new Float64Array(N);
    // The index's weights are on a square-root scale (SearchIndexWriter.posting).
    function value(impact) { var share = (impact & maxImpact) / maxImpact; return share * share * W.body + (impact & titleBit ? W.title : 0); }
    // Page numbers run from 0 to N - 1; anything else in a list is not a page.
    function each(list, visit) {
      for (var k = 0; k < list.pages.length; k++) if (list.pages[k] < N) visit(list.pages[k], list.impacts[k]);
    }
    // The units' scores are added in the units' order.
    function add(p, unitScore, coverage) {
      score[p] += unitScore;
      matched[p] += coverage;
    }
    var terms = [], typing = false;
    query.units.forEach(function (unit, u) {
      touched.length = 0;
      if (unit.kind === "cjk" && unit.chars.length > 1) {
        // A page's score: the sum of its bigrams' scores, times the share of the run's bigrams
        // it has (below), once: the share also decides which pages come first, and squared it
        // let pairs across the run's words (止子 of 禁止子类重写方法) found by chance elsewhere
        // outweigh the words; with the run heard by its pinyin (`alt`), the better.
        var runPages = [], typedWhole;
        [unit.chars].concat(unit.alt ? [unit.alt] : []).forEach(function (chars, k) {
          var bigrams = chars.length - 1, onPages = 0;
          touched.length = 0;
          for (var i = 0; i < bigrams; i++) {
            var key = chars[i] + chars[i + 1], hit = findKey(self, shards, key);
            terms.push({ unit: u, key, weight: 1 });
            if (!hit) continue;
            onPages++;
            var list = postingsOf(hit.shard, hit.index), w = idf(N, list.pages.length);
            each(list, function (p, impact) {
              if (count[p]++ === 0) touched.push(p);
              best[p] += w * value(impact);
            });
          }
          // A run may join words the page has apart (品牌标志): some bigrams match in part. Its
          // share is of the pairs that some page has: a pair across two words (串前 in
          // 字符串前缀) is on no page and takes nothing from any.
          // The run heard by its pinyin counts W.pinyin, or as much as the run typed when no
          // page writes the typed run whole (利数 of 便利数组 is on none) and some page has every
          // pair of the heard one (遍历数组).
          var heard = typedWhole || onPages < bigrams ? W.pinyin : 1;
          if (!k) typedWhole = onPages === bigrams;
          touched.forEach(function (p) {
            var coverage = count[p] / onPages, s = best[p] * coverage * (k ? heard : 1);
            if (!runCoverage[p]) runPages.push(p);
            if (s > runScore[p]) runScore[p] = s;
            if (coverage > runCoverage[p]) runCoverage[p] = coverage;
            best[p] = 0;
            count[p] = 0;
          });
        });
        runPages.forEach(function (p) {
          add(p, runScore[p] * (unit.soft ? W.soft : 1), unit.soft ? 0 : runCoverage[p]);
          runScore[p] = runCoverage[p] = 0;
        });
        return;
      }
      var cap = 0;
      expand(self, shards, unit).forEach(function (term) {
        terms.push({ unit: u, key: term.key, weight: term.weight });
        var list = postingsOf(term.shard, term.index), w = idf(N, list.pages.length) * term.weight * (unit.codeStop ? W.codeStop : unit.compound ? W.compound : unit.soft ? W.soft : 1);
        // A longer word the typed one begins (somefunction for some) is worth no more than the word itself.
        if (term.weight === 1) cap = Math.max(cap, w); else if (cap) w = Math.min(w, cap);
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
      // A word being typed that is none of the site's words yet (“dest”: no exact term).
      if (unit.prefix && !cap) typing = true;
    });
    // Excluded words remove pages.
    query.excluded.forEach(function (unit) {
      var keys = unit.kind === "word" ? [unit.stem] : (unit.chars.length === 1 ? [unit.text] : unit.chars.slice(1).map((c, i) => unit.chars[i] + c));
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
    return { pages, score, matched, terms, typing };
  };

  module.exports = { WEIGHTS, SearchIndex, findKey, postingsOf };
  // In a page (`this` is the window) the `module` search.js gives a part; under Node, Node's.
})(this.guidegenSearchParts ? guidegenSearchParts["search.js"].module("search-ranking.js") : module);
