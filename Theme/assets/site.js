/* guidegen default theme: dark-mode toggle, language memory, sidebar drawer.
   Every lookup is guarded: the same file runs on topic, section, home, root and 404 pages,
   and every page works without it. */
(function () {
  "use strict";

  var doc = document;
  var root = doc.documentElement;
  var THEME_KEY = "guidegen-theme";
  var LANGUAGE_KEY = "guidegen-language";

  function read(key) {
    try { return window.localStorage.getItem(key); } catch (e) { return null; }
  }
  function write(key, value) {
    try { window.localStorage.setItem(key, value); } catch (e) { /* private mode, storage off */ }
  }
  function media(query) {
    return window.matchMedia ? window.matchMedia(query) : null;
  }
  function onMediaChange(list, handler) {
    if (!list) return;
    if (list.addEventListener) list.addEventListener("change", handler);
    else if (list.addListener) list.addListener(handler);
  }

  root.classList.add("js");

  // Printed link targets (style.css, @media print) start with the site's address.
  if (/^https?:$/.test(window.location.protocol)) {
    root.style.setProperty("--origin", JSON.stringify(window.location.origin));
  }

  /* ---------- Dark mode ---------- */

  var systemDark = media("(prefers-color-scheme: dark)");
  var toggle = doc.querySelector(".theme-toggle");

  function isDark() {
    var chosen = root.getAttribute("data-theme");
    if (chosen === "dark") return true;
    if (chosen === "light") return false;
    return !!(systemDark && systemDark.matches);
  }
  var SYSTEM_DARK = "(prefers-color-scheme: dark)";
  // A figure's dark variant is a <source> for the system's dark mode; a mode chosen with the
  // toggle points those sources at the choice (and back at the system when there is none).
  var darkSources = doc.querySelectorAll('picture > source[media="' + SYSTEM_DARK + '"]');
  function syncPictures() {
    var chosen = root.getAttribute("data-theme");
    var query = chosen === "dark" ? "all" : chosen === "light" ? "not all" : SYSTEM_DARK;
    for (var i = 0; i < darkSources.length; i++) darkSources[i].setAttribute("media", query);
  }
  function syncToggle() {
    if (toggle) toggle.setAttribute("aria-pressed", isDark() ? "true" : "false");
  }
  function applyTheme(value) {
    if (value === "dark" || value === "light") root.setAttribute("data-theme", value);
    else root.removeAttribute("data-theme");
    syncToggle();
    syncPictures();
  }
  syncPictures();

  if (toggle) {
    toggle.hidden = false;
    syncToggle();
    toggle.addEventListener("click", function () {
      var next = isDark() ? "light" : "dark";
      applyTheme(next);
      write(THEME_KEY, next);
    });
  }
  onMediaChange(systemDark, syncToggle);
  // Keep other open tabs in step.
  window.addEventListener("storage", function (event) {
    if (event.key === THEME_KEY) applyTheme(event.newValue);
  });

  /* ---------- Language choice ---------- */

  doc.addEventListener("click", function (event) {
    var target = event.target;
    var link = target && target.closest ? target.closest("a[data-lang]") : null;
    if (link) {
      var tag = link.getAttribute("data-lang");
      if (tag) write(LANGUAGE_KEY, tag);
    }
  });

  /* ---------- Sidebar drawer (below 1024px) ---------- */

  var menuButton = doc.querySelector(".menu-button");
  var sidebar = doc.getElementById("sidebar");
  var wide = media("(min-width: 1024px)");

  if (menuButton && sidebar) {
    menuButton.hidden = false;

    var isOpen = function () {
      return root.classList.contains("nav-open");
    };

    var header = doc.querySelector(".site-header");

    var open = function () {
      // The drawer starts below the header's visible part, so the menu button stays reachable.
      var top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      root.style.setProperty("--drawer-top", top + "px");
      root.classList.add("nav-open");
      menuButton.setAttribute("aria-expanded", "true");
      var current = sidebar.querySelector('[aria-current="page"]');
      var first = current || sidebar.querySelector("a[href], button:not([disabled])");
      if (current) sidebar.scrollTop = Math.max(0, current.offsetTop - sidebar.clientHeight / 2);
      if (first) {
        try { first.focus({ preventScroll: true }); } catch (e) { first.focus(); }
      }
    };

    var close = function (returnFocus) {
      if (!isOpen()) return;
      root.classList.remove("nav-open");
      menuButton.setAttribute("aria-expanded", "false");
      if (returnFocus) menuButton.focus();
    };

    menuButton.addEventListener("click", function () {
      if (isOpen()) close(false);
      else open();
    });

    doc.addEventListener("keydown", function (event) {
      if ((event.key === "Escape" || event.key === "Esc") && isOpen()) {
        event.preventDefault();
        close(true);
      }
    });

    // A click on the backdrop (anywhere outside the drawer and its button) closes it.
    doc.addEventListener("click", function (event) {
      if (!isOpen()) return;
      var target = event.target;
      if (sidebar.contains(target) || menuButton.contains(target)) return;
      // On the backdrop itself focus goes back to the button; elsewhere (the search field) it stays.
      close(target === doc.body || target === root);
    });

    // Tabbing out of the drawer closes it, so focus never lands on something under the backdrop.
    sidebar.addEventListener("focusout", function (event) {
      var next = event.relatedTarget;
      if (isOpen() && next && !sidebar.contains(next) && next !== menuButton) close(false);
    });

    // Following a link inside the page (or the same page) closes the drawer too.
    sidebar.addEventListener("click", function (event) {
      var link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
      if (link && isOpen()) close(false);
    });

    onMediaChange(wide, function () {
      if (wide && wide.matches) close(false);
    });
  }

  /* ---------- Sidebar branches ---------- */

  // A page carries only its own branch of the tree. sidebar.js, which opens the others from the
  // language's navigation.json, loads the first time a reader reaches for the sidebar.
  var script = doc.currentScript;
  var branchesLoaded = false;
  function loadBranches() {
    if (branchesLoaded || !script) return;
    branchesLoaded = true;
    var tag = doc.createElement("script");
    tag.src = script.src.replace(/site\.js([?#].*)?$/, "sidebar.js");
    doc.head.appendChild(tag);
  }
  if (sidebar && sidebar.getAttribute("data-navigation")) {
    sidebar.addEventListener("pointerover", loadBranches);
    sidebar.addEventListener("focusin", loadBranches);
    if (menuButton) menuButton.addEventListener("click", loadBranches);
  }

  /* ---------- "On this page": open beside the article, a closed disclosure above it ---------- */

  var toc = doc.querySelector(".toc-details");
  var tocBeside = media("(min-width: 1280px)");
  if (toc) {
    var syncToc = function () {
      toc.open = !!(tocBeside && tocBeside.matches);
    };
    syncToc();
    onMediaChange(tocBeside, syncToc);
    toc.addEventListener("click", function (event) {
      var link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
      if (link && !(tocBeside && tocBeside.matches)) toc.open = false;
    });
  }

  /* ---------- Code blocks that scroll can be scrolled from the keyboard ---------- */

  var blocks = doc.querySelectorAll("pre");
  function markScrollable() {
    for (var i = 0; i < blocks.length; i++) {
      var pre = blocks[i];
      if (pre.scrollWidth > pre.clientWidth + 1) pre.setAttribute("tabindex", "0");
      else pre.removeAttribute("tabindex");
    }
  }
  if (blocks.length) {
    markScrollable();
    var timer = 0;
    window.addEventListener("resize", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(markScrollable, 150);
    });
  }
})();
