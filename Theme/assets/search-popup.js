/* guidegen search, part 5 of 7: the pop-up under the header's search field (browser only;
   search.js calls it with the shared helpers `ui`). */
(function (global) {
  "use strict";
  var parts = global.guidegenSearchParts = global.guidegenSearchParts || {};

  /** The pop-up under the header's search field: the ARIA 1.2 combobox pattern. */
  function setUpPopup(input, ui) {
    var doc = document, root = ui.root, pageLanguage = ui.pageLanguage, stringsFor = ui.stringsFor, indexFor = ui.indexFor;
    var otherLanguages = ui.otherLanguages, resultURL = ui.resultURL, debounce = ui.debounce;
    var followComposition = ui.followComposition, loadStyles = ui.loadStyles, escapeHTML = ui.escapeHTML;
    var form = input.form;
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
    // A <div>: the options are links, which a <ul> could not hold without <li>s in between.
    var list = doc.createElement("div");
    list.className = "search-results";
    list.id = id + "-list";
    list.setAttribute("role", "listbox");
    var footer = doc.createElement("div");
    footer.className = "search-footer";
    popup.appendChild(status);
    popup.appendChild(list);
    popup.appendChild(footer);
    (form || input.parentNode).appendChild(popup);

    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", list.id);
    input.setAttribute("aria-describedby", status.id);
    var strings = stringsFor(pageLanguage);
    list.setAttribute("aria-label", strings.listLabel);

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
    /** The option for the i-th result: <a href role="option"><span title><span section><span
        excerpt>. The option is the link itself (ARIA allows role="option" on <a href>), so the
        browser opens it in a new tab with the platform's gesture (Ctrl or Cmd click, a middle
        click, the context menu), shows where it goes and lets it be copied. It stays out of
        the Tab order: the combobox keeps the focus and arrow keys move among the options. */
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
      // A press on an option leaves the focus in the field (the click still follows the link).
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
      // The options shown before are reused and only their contents change: a keystroke
      // makes no new nodes, and nothing that points into the list goes stale.
      response.results.forEach(function (result, i) {
        var item = options[i] || addOption(i), spans = item.children;
        item.setAttribute("aria-selected", "false");
        item.href = resultURL(result);
        // Only escaped text and <mark> reach innerHTML.
        spans[0].innerHTML = result.titleHTML;
        spans[1].innerHTML = escapeHTML(result.section) + (result.heading ? " › " + result.headingHTML : "");
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
      var mine = ++sequence, started = (global.performance || Date).now();
      if (!options.length) { status.textContent = stringsFor(language).loading; }
      indexFor(language).search(query, { limit: 8 }).then(function (response) {
        if (mine !== sequence) return;
        render(response, query);
        popup.setAttribute("data-ms", String(Math.round(((global.performance || Date).now() - started) * 10) / 10));
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
      indexFor(language).ready().catch(function () {});
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

  parts["popup"] = { setUp: setUpPopup };
})(typeof window !== "undefined" ? window : globalThis);
