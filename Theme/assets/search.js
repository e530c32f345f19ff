/* guidegen search, part 7 of 7, loaded last: the search pop-up in the header of every page and
   the search page, from the parts the theme loads before this file, in this order:
   search-inflate.js (raw DEFLATE), search-stem.js (the English stemmer), search-analysis.js
   (tokens and the query), search-ranking.js (the index and the ranking, with every weight in
   WEIGHTS), search-popup.js and search-page.js (the two interfaces). No dependencies. Nothing of
   the index is loaded until the search field gets focus; then the manifest, the term shards of
   the query's words and one small excerpt file per result shown. Everything it inserts is
   escaped. Under Node (the quality benchmark and tests) it requires the engine's parts and
   exports the engine, touching no document. */
(function (global) {
  "use strict";
  var node = typeof module === "object" && !!module.exports;
  var parts = node ? null : (global.guidegenSearchParts || {});
  function part(name) { return node ? require("./search-" + name + ".js") : parts[name]; }
  var inflate = part("inflate").inflate, stem = part("stem").stem, analysis = part("analysis"), ranking = part("ranking");
  var normalize = analysis.normalize, tokenize = analysis.tokenize, termsOf = analysis.termsOf, parseQuery = analysis.parseQuery;
  var escapeHTML = ranking.escapeHTML, excerpt = ranking.excerpt, SearchIndex = ranking.SearchIndex;

  var api = {
    inflate: inflate, stem: stem, normalize: normalize, tokenize: tokenize, termsOf: termsOf,
    parseQuery: parseQuery, escapeHTML: escapeHTML, excerpt: excerpt, SearchIndex: SearchIndex,
    WEIGHTS: ranking.WEIGHTS
  };

  if (node) {
    module.exports = api;
    return;
  }
  if (typeof document === "undefined") return;

  /* ---------- The browser ---------- */

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

  /** Follows an input method's composition in `input` (pinyin typed for Chinese, for one):
      while it lasts, the field holds letters the reader has not chosen characters for yet, so
      nothing should search them. Returns a test, `composing(event)`, true during a composition
      or for an event that is part of one; `committed` runs when a composition ends. Browsers
      fire the composition's last `input` event before `compositionend` (marked `isComposing`)
      or after it (older Chrome, Safari): one is skipped and the other searches, either way. */
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

  var ui = {
    root: root, pageLanguage: pageLanguage, stringsFor: stringsFor, indexFor: indexFor, otherLanguages: otherLanguages,
    resultURL: resultURL, debounce: debounce, followComposition: followComposition, loadStyles: loadStyles, escapeHTML: escapeHTML
  };

  function start() {
    var header = doc.getElementById("search-input");
    if (header) parts.popup.setUp(header, ui);
    var page = doc.getElementById("search-page");
    if (page) parts.page.setUp(page, ui);
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

