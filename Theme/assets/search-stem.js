/* guidegen search, the engine's stemmer: Snowball English (Porter2), english.sbl as libstemmer
   2.2 runs it (the Swift tests compare them). Needs no other part; search-analysis.js uses its
   stem(word). */
(function (module) {
  "use strict";

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
  /** The longest of `list` (strings, or [suffix, replacement] pairs) that `w` ends with. */
  function longest(w, list) {
    var best = null, bestLength = -1;
    for (var i = 0; i < list.length; i++) {
      var s = typeof list[i] === "string" ? list[i] : list[i][0];
      if (s.length > bestLength && w.endsWith(s)) { best = list[i]; bestLength = s.length; }
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
    if (EXCEPTIONS.hasOwnProperty(word)) return EXCEPTIONS[word];
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
        if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) w += "e";
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

  module.exports = { stem };
  // In a page (`this` is the window) the `module` search.js gives a part; under Node, Node's.
})(this.guidegenSearchParts ? guidegenSearchParts["search.js"].module("search-stem.js") : module);
