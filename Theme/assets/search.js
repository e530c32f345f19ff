/* guidegen search in a page: the pop-up under the header's search field (the ARIA 1.2 combobox
   pattern), and the loader of the other parts, which stay out of a page until it needs them:
   the engine (ENGINE) once a search field has focus or the search page searches,
   search-pinyin.js for a Chinese query that may need it, search-page.js on the search page
   (whose template loads it itself). Each part registers what it gives in guidegenSearchParts,
   by its file name (an engine part through the `module` this file gives it: moduleOf). Inserts
   only escaped text. Under Node this file is the engine, its parts put together (the Swift
   tests, Benchmarks/). */
(function () {
  "use strict";

  // The engine's parts, each after the parts it needs.
  var ENGINE = ["search-inflate.js", "search-stem.js", "search-analysis.js", "search-ranking.js", "search-passages.js"];

  /** The engine's API: what its parts give, in one object. */
  function together(parts) {
    var api = {};
    parts.forEach(function (given) { Object.keys(given).forEach(function (name) { api[name] = given[name]; }); });
    return api;
  }

  if (typeof module === "object" && module.exports) {
    module.exports = together(ENGINE.map(function (name) { return require("./" + name); }));
    return;
  }
  if (typeof document === "undefined") return;

  var doc = document;
  // The pop-up's and search page's words, under the keys of `interface:` in guidegen.yml
  // ({n}, {q} and {language} stand for the count, the query and a language's name).
  var STRINGS = {
    en: {
      search_results: "{n} results", search_one_result: "1 result", search_none_for: "No results for “{q}”",
      search_loading: "Searching…", search_failed: "Search is not available right now.", search_other: "Search in {language}",
      search_all: "Show all results", search_more: "More results", search_type_more: "Type to search", search_list_label: "Search results"
    },
    zh: {
      search_results: "{n} 个结果", search_none_for: "没有找到与“{q}”相关的结果",
      search_loading: "正在搜索…", search_failed: "搜索暂时无法使用。", search_other: "改为搜索{language}版本",
      search_all: "显示全部结果", search_more: "更多结果", search_type_more: "输入文字开始搜索", search_list_label: "搜索结果"
    }
  };

  // The site's root: this script is at <root>assets/search.js.
  var script = doc.currentScript || doc.querySelector('script[src$="search.js"]');
  var scriptURL = script ? script.src : "";
  var root = scriptURL.replace(/assets\/search\.js(\?.*)?$/, "");
  var pageLanguage = doc.documentElement.getAttribute("lang") || "en";

  /** The site's own words for the page's language (`interface:` in guidegen.yml), which the
      build puts in the search field's data-words; each one given stands in for the script's. */
  var siteWords = (function () {
    var field = doc.querySelector("#search-input[data-words], #search-page-input[data-words]");
    try { return field ? JSON.parse(field.getAttribute("data-words")) : null; } catch (e) { return null; }
  })();
  function fill(template, name, value) { return template.split("{" + name + "}").join(value); }
  /** The words for a language: the site's where it gives them, else the script's. */
  function stringsFor(tag) {
    var own = /^zh/i.test(tag) ? STRINGS.zh : STRINGS.en, site = siteWords && tag === pageLanguage ? siteWords : {};
    function word(key) { return typeof site[key] === "string" ? site[key] : own[key]; }
    // One result has words of its own only beside the "{n} results" they go with.
    var one = typeof site.search_results === "string" ? site.search_one_result : own.search_one_result;
    return {
      results: function (n) { return n === 1 && typeof one === "string" ? one : fill(word("search_results"), "n", n); },
      noneFor: function (q) { return fill(word("search_none_for"), "q", q); },
      other: function (name) { return fill(word("search_other"), "language", name); },
      loading: word("search_loading"), failed: word("search_failed"), all: word("search_all"), more: word("search_more"),
      typeMore: word("search_type_more"), listLabel: word("search_list_label")
    };
  }

  /** Loads a part from assets/ once; resolves to what it registers (at once for a part already
      there: search-page.js, which the search page's template loads). */
  var registry = window.guidegenSearchParts = window.guidegenSearchParts || {}, loading = {};
  function part(name) {
    if (!loading[name]) {
      loading[name] = registry[name] ? Promise.resolve(registry[name]) : new Promise(function (resolve, reject) {
        var tag = doc.createElement("script");
        tag.src = root + "assets/" + name;
        // Parts run in the order they are asked for (ENGINE's), not as they arrive.
        tag.async = false;
        // A part that ran without a part it needs registers nothing.
        tag.onload = function () { if (registry[name]) resolve(registry[name]); else reject(new Error(name)); };
        tag.onerror = reject;
        doc.head.appendChild(tag);
      });
      loading[name].catch(function () { delete loading[name]; });
    }
    return loading[name];
  }

  /** The `module` an engine part is given in a page, as Node gives it one, so that a part reads
      the same in both and its wrapper stays short (each part is gzipped on its own):
      `module.require("./name.js")` is a part that ran before it, and what it sets as
      `module.exports` is what it registers, under its file name. A part stopped by a missing
      part it needs registers nothing. */
  function moduleOf(name) {
    return {
      require: function (path) { return registry[path.slice(2)]; },
      set exports(given) { registry[name] = given; }
    };
  }

  /** The engine, its parts loaded once; resolves to its API (also window.guidegenSearch). */
  var api = null;
  function engine() {
    return Promise.all(ENGINE.map(part)).then(function (parts) {
      if (!api) api = window.guidegenSearch = together(parts);
      return api;
    });
  }

  var indexes = {};
  function indexFor(tag) {
    if (!indexes[tag]) {
      var folder = root + "search/" + encodeURIComponent(tag) + "/";
      indexes[tag] = new api.SearchIndex(function (path) {
        return fetch(folder + path).then(function (response) {
          if (!response.ok) throw new Error(response.status + " " + path);
          return response.arrayBuffer();
        }).then(function (buffer) { return new Uint8Array(buffer); });
      });
    }
    return indexes[tag];
  }

  /** Runs a query on a language's index (SearchIndex.search), the engine loaded first. */
  function search(tag, query, options) {
    return engine().then(function () { return indexFor(tag).search(query, options); });
  }

  /** Text escaped for innerHTML, by the engine (loaded by then: the results come from it). */
  function escapeHTML(text) { return api.escapeHTML(text); }

  /** A result's section, and the heading of the passage shown, if any: escaped HTML. */
  function sectionHTML(result) { return escapeHTML(result.section) + (result.heading ? " › " + result.headingHTML : ""); }

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
    // (encodeURIComponent never escapes a hyphen: the anchor's stay as they are.)
    if (result.anchor) url += "#" + encodeURIComponent(result.anchor);
    return url;
  }

  /** `fn`, run once calls stop for `wait` ms (both callers' functions take no arguments). */
  function debounce(fn, wait) {
    var timer = null;
    return function () {
      clearTimeout(timer);
      timer = setTimeout(fn, wait);
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
    (input.form || input.parentNode).appendChild(popup);

    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", list.id);
    input.setAttribute("aria-describedby", status.id);
    list.setAttribute("aria-label", stringsFor(pageLanguage).listLabel);

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
        spans[1].innerHTML = sectionHTML(result);
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
      var mine = ++sequence;
      if (!options.length) { status.textContent = stringsFor(language).loading; }
      search(language, query, { limit: 8 }).then(function (response) {
        if (mine !== sequence) return;
        render(response, query);
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
      engine().then(function () { return indexFor(language).ready(); }).catch(function () {});
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


  function start() {
    var header = doc.getElementById("search-input");
    if (header) setUpPopup(header);
    var page = doc.getElementById("search-page");
    if (page) part("search-page.js").then(function (setUp) { setUp(page, shared); }, function () {});
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
  }

  // What search-page.js and the engine's parts use of this file (and tests and benchmarks: engine).
  var shared = registry["search.js"] = {
    part: part, module: moduleOf, engine: engine, search: search, escapeHTML: escapeHTML, sectionHTML: sectionHTML, stringsFor: stringsFor, pageLanguage: pageLanguage,
    resultURL: resultURL, debounce: debounce, followComposition: followComposition, loadStyles: loadStyles
  };

  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
})();
