/* guidegen search, part 6 of 7: the search page, <lang>/search/?q=… (browser only; search.js
   calls it with the shared helpers `ui`). */
(function (global) {
  "use strict";
  var parts = global.guidegenSearchParts = global.guidegenSearchParts || {};

  /** The search page (<lang>/search/?q=…): every result, in pages of 20. */
  function setUpSearchPage(container, ui) {
    var doc = document, root = ui.root, pageLanguage = ui.pageLanguage, stringsFor = ui.stringsFor, indexFor = ui.indexFor;
    var otherLanguages = ui.otherLanguages, resultURL = ui.resultURL, debounce = ui.debounce;
    var followComposition = ui.followComposition, loadStyles = ui.loadStyles, escapeHTML = ui.escapeHTML;
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

  parts["page"] = { setUp: setUpSearchPage };
})(typeof window !== "undefined" ? window : globalThis);
