/* guidegen search, the search page (<lang>/search/?q=…): every result, in pages of 20, the query
   kept in the address. The search page's template loads this file; search.js, which every page
   loads, starts it with what the two share: the engine's search, the words, the helpers. */
(function () {
  "use strict";

  /** Sets up the page's field and list; `ui`: what search.js shares with it. */
  function setUpSearchPage(container, ui) {
    var doc = document;
    var input = doc.getElementById("search-page-input");
    var status = doc.getElementById("search-page-status");
    var list = doc.getElementById("search-page-results");
    var more = doc.getElementById("search-page-more");
    var browse = doc.getElementById("search-browse");
    var language = container.getAttribute("data-language") || ui.pageLanguage;
    var s = ui.stringsFor(language), sequence = 0, shown = 0, current = "";
    if (!input || !status || !list) return;
    ui.loadStyles();

    function item(result) {
      var li = doc.createElement("li");
      li.className = "search-page-result";
      li.innerHTML =
        '<h2><a href="' + ui.escapeHTML(ui.resultURL(result)) + '">' + result.titleHTML + "</a></h2>" +
        '<p class="search-result-section">' + ui.sectionHTML(result) + "</p>" +
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
      ui.search(language, query, { limit: 20, offset: shown, excerptLength: 240 }).then(function (response) {
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
    var later = ui.debounce(function () { if (!composing()) update(); }, 120);
    var composing = ui.followComposition(input, later);
    input.addEventListener("input", function (event) { if (!composing(event)) later(); });
    if (input.form) input.form.addEventListener("submit", function (event) { event.preventDefault(); update(); });
    current = input.value.trim();
    show(current, false);
  }

  if (typeof module === "object" && module.exports) module.exports = setUpSearchPage;
  else (window.guidegenSearchParts = window.guidegenSearchParts || {})["search-page.js"] = setUpSearchPage;
})();
