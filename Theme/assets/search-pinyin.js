/* guidegen search, its pinyin part (search-passages.js loads it when a Chinese query may need
   it): a Chinese pair on few pages may be a pinyin homophone (必包 for 闭包, same pinyin, bì bāo).
   `unit.alt` gets the pair of a title or heading that sounds the same, tones aside, with one
   character changed (pinyin.bin, SearchIndexWriter.pinyinTable), counting WEIGHTS.pinyin.
   Resolves to the shards the query needs then. Needs search-inflate.js and search-ranking.js. */
(function (module) {
  "use strict";

  var inflate = module.require("./search-inflate.js").inflate;
  var ranking = module.require("./search-ranking.js");

  function widenForPinyin(self, query, shards) {
    var py, W = ranking.WEIGHTS, findKey = ranking.findKey, postingsOf = ranking.postingsOf;
    function weak(a, b) {
      var hit = shards[self.shardNumber(a + b)] && findKey(self, shards, a + b);
      return hit === null || (hit && postingsOf(hit.shard, hit.index).pages.length <= W.fewHits && !(py && py.heading[a + b]));
    }
    function none(a, b) { return shards[self.shardNumber(a + b)] && findKey(self, shards, a + b) === null; }
    var runs = query.units.filter((u) => u.kind === "cjk" && u.chars.some((c, i) => i && weak(u.chars[i - 1], c)));
    if (!runs.length) return shards;
    self.sounds = self.sounds || self.load("pinyin.bin").then(function (bytes) {
      self.bytesLoaded += bytes.length;
      var table = JSON.parse(new TextDecoder("utf-8").decode(inflate(bytes))), of = {}, pairs = {}, heading = {}, t = Array.from(table.t);
      Object.keys(table.c).forEach(function (s) { Array.from(table.c[s]).forEach(function (c) { of[c] = s; }); });
      for (var i = 0; i + 1 < t.length; i += 2) {
        var key = of[t[i]] + " " + of[t[i + 1]];
        (pairs[key] = pairs[key] || []).push(t.slice(i, i + 2));
        heading[t[i] + t[i + 1]] = true;
      }
      return { of: of, pairs: pairs, heading: heading };
    });
    return self.sounds.then(function (table) {
      py = table;
      runs.forEach(function (unit) {
        for (var c = unit.chars.slice(), i = 0; i + 1 < c.length; i++) {
          // A pair next to one no page has (便利 in 便利数组: 利数) may be a slip into another
          // word of more titles and headings (遍历) even when it has pages of its own.
          var options = py.pairs[py.of[c[i]] + " " + py.of[c[i + 1]]];
          if (options && !weak(c[i], c[i + 1])) {
            var typed = options.findIndex((o) => o[0] === c[i] && o[1] === c[i + 1]);
            options = ((i > 0 && none(c[i - 1], c[i])) || (i + 2 < c.length && none(c[i + 1], c[i + 2]))) && options.slice(0, typed < 0 ? options.length : typed);
          }
          // A slipped character breaks the pairs on both its sides: keep the other one (not
          // so where two words meet, 文案语气).
          var left = !i || weak(c[i - 1], c[i]), right = i + 2 >= c.length || weak(c[i + 1], c[i + 2]);
          // A run of two is a word of its own: both may have slipped (集成 for 继承); the pair
          // of the most titles and headings is likeliest.
          var pick = options && options.filter(function (o) {
            return o[0] + o[1] !== c[i] + c[i + 1] && (c.length === 2 || (left && right) || (left && o[1] === c[i + 1]) || (right && o[0] === c[i]));
          })[0];
          if (!pick) continue;
          c[i] = pick[0];
          c[i + 1] = pick[1];
          unit.alt = c;
        }
      });
      return self.shardsFor(query);
    }, () => shards);
  }

  module.exports = widenForPinyin;
  // In a page (`this` is the window) the `module` search.js gives a part; under Node, Node's.
})(this.guidegenSearchParts ? guidegenSearchParts["search.js"].module("search-pinyin.js") : module);
