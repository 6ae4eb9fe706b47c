/* Keyboard shortcuts through a filtered list of claims.
 *
 * On the claim list: j / k move to the next / previous claim (the row is
 * outlined and its link focused; Enter opens it). The list's claim links, in
 * order, are kept in sessionStorage, so on a claim's page j / k open the next /
 * previous claim of the list it was opened from, filters kept. Keys typed into
 * a field, or with Ctrl, Alt or Meta, are left alone.
 */
(function () {
  "use strict";
  var KEY = "claimKeysList";

  function typing(event) {
    var target = event.target;
    return event.ctrlKey || event.metaKey || event.altKey ||
      target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName);
  }

  function claimPath(href) {
    return new URL(href, window.location.href).pathname;
  }

  function onList(links) {
    var current = -1;
    try {
      sessionStorage.setItem(KEY, JSON.stringify(links.map(function (link) { return link.href; })));
    } catch (error) { /* storage refused: the list's own keys still work */ }
    document.addEventListener("keydown", function (event) {
      if (typing(event) || (event.key !== "j" && event.key !== "k")) return;
      event.preventDefault();
      if (current >= 0) links[current].closest("tr").classList.remove("claim-key-current");
      current = event.key === "j" ? Math.min(current + 1, links.length - 1) : Math.max(current - 1, 0);
      var row = links[current].closest("tr");
      row.classList.add("claim-key-current");
      links[current].focus();
    });
  }

  function onClaim() {
    var hrefs;
    try {
      hrefs = JSON.parse(sessionStorage.getItem(KEY) || "[]");
    } catch (error) {
      hrefs = [];
    }
    var here = window.location.pathname;
    var at = hrefs.findIndex(function (href) { return claimPath(href) === here; });
    if (at < 0) return;
    document.addEventListener("keydown", function (event) {
      if (typing(event) || (event.key !== "j" && event.key !== "k")) return;
      var next = hrefs[event.key === "j" ? at + 1 : at - 1];
      if (!next) return;
      event.preventDefault();
      window.location.assign(next);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var links = Array.prototype.slice.call(document.querySelectorAll("#result_list tbody th a, #result_list tbody td.field-statement_cut a"));
    if (links.length) {
      onList(links);
    } else if (document.body.classList.contains("change-form")) {
      onClaim();
    }
  });
})();
