/* guidegen default theme: the sidebar's branches. site.js loads this file the first time a
   reader reaches for the sidebar (a pointer over it, focus in it, the menu button). */
(function () {
  "use strict";

  // A page carries only its own branch of the tree; the whole tree is in the language's
  // navigation.json, loaded the first time a reader reaches for the sidebar. Then every section
  // with something inside gets a button that opens or closes it.
  var doc = document;
  var sidebar = doc.getElementById("sidebar");
  var navigationURL = sidebar && sidebar.getAttribute("data-navigation");
  var treeRequested = false;

  function sectionNodes(list, byURL) {
    for (var i = 0; i < list.length; i++) {
      byURL[list[i].url] = list[i];
      sectionNodes(list[i].sections || [], byURL);
    }
    return byURL;
  }

  function branchList(node) {
    var list = doc.createElement("ul");
    var here = window.location.pathname;
    (node.topics || []).forEach(function (topic) {
      var item = doc.createElement("li");
      var link = doc.createElement("a");
      link.href = node.url + topic[1] + "/";
      link.textContent = topic[0];
      if (link.pathname === here) link.setAttribute("aria-current", "page");
      item.appendChild(link);
      list.appendChild(item);
    });
    (node.sections || []).forEach(function (child) {
      var item = doc.createElement("li");
      item.className = "sidebar-section";
      var link = doc.createElement("a");
      link.href = child.url;
      link.textContent = child.title;
      item.appendChild(link);
      list.appendChild(item);
      addToggle(item, child);
    });
    return list;
  }

  function addToggle(item, node) {
    if (!node || (!(node.topics || []).length && !(node.sections || []).length)) return;
    var link = item.querySelector(":scope > a");
    var button = doc.createElement("button");
    button.type = "button";
    button.className = "sidebar-toggle";
    button.setAttribute("aria-label", link ? link.textContent : node.title);
    button.setAttribute("aria-expanded", item.querySelector(":scope > ul") ? "true" : "false");
    button.addEventListener("click", function () {
      var list = item.querySelector(":scope > ul");
      var opening = !list || list.hidden;
      if (!list) item.appendChild(list = branchList(node));
      list.hidden = !opening;
      button.setAttribute("aria-expanded", opening ? "true" : "false");
    });
    item.insertBefore(button, item.firstChild);
  }

  function loadTree() {
    if (treeRequested || !navigationURL || !window.fetch) return;
    treeRequested = true;
    window.fetch(navigationURL).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (tree) {
      if (!tree) return;
      var byURL = sectionNodes(tree.sections || [], {});
      var items = sidebar.querySelectorAll(".sidebar-section");
      for (var i = 0; i < items.length; i++) {
        var link = items[i].querySelector(":scope > a");
        if (link) addToggle(items[i], byURL[link.getAttribute("href")]);
      }
    }).catch(function () { /* offline: the section pages still lead everywhere */ });
  }

  loadTree();
})();
