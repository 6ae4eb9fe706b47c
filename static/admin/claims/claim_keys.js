/* Keyboard shortcuts through a filtered list of claims.
 *
 * On the claim list: j / k move to the next / previous claim (the row is
 * outlined and its link focused; Enter opens it); past the last or first row
 * of the page they open the next or previous page of the list, on its first
 * or last row. The list's claim links, in
 * order, are kept in sessionStorage, so on a claim's page j / k open the next /
 * previous claim of the list it was opened from, filters kept. Keys typed into
 * a field, or with Ctrl, Alt or Meta, are left alone.
 */
(function () {
  "use strict";
  var KEY = "claimKeysList";
  var START = "claimKeysStart";  // "first" or "last": the row to outline on the page opened

  function remember(key, value) {
    try {
      sessionStorage.setItem(key, value);
    } catch (error) { /* storage refused: the keys still work on this page */ }
  }

  function recall(key) {
    try {
      var value = sessionStorage.getItem(key);
      sessionStorage.removeItem(key);
      return value;
    } catch (error) {
      return null;
    }
  }

  /* The address of the list's next (step 1) or previous (step -1) page, from
   * the admin's paginator (the current page is the link marked aria-current). */
  function neighbourPage(step) {
    var current = document.querySelector(".paginator a[aria-current='page']");
    var item = current && current.closest("li");
    item = item && (step > 0 ? item.nextElementSibling : item.previousElementSibling);
    var link = item && item.querySelector("a[href]");
    return link && link.getAttribute("href") ? link.href : null;
  }

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
    remember(KEY, JSON.stringify(links.map(function (link) { return link.href; })));

    function outline(at) {
      if (current >= 0) links[current].closest("tr").classList.remove("claim-key-current");
      current = at;
      links[current].closest("tr").classList.add("claim-key-current");
      links[current].focus();
    }

    var start = recall(START);
    if (start) outline(start === "last" ? links.length - 1 : 0);
    document.addEventListener("keydown", function (event) {
      if (typing(event) || (event.key !== "j" && event.key !== "k")) return;
      event.preventDefault();
      var step = event.key === "j" ? 1 : -1;
      var edge = step > 0 ? current === links.length - 1 : current === 0;
      var page = edge && neighbourPage(step);
      if (page) {
        remember(START, step > 0 ? "first" : "last");
        window.location.assign(page);
      } else {
        outline(Math.min(Math.max(current + step, 0), links.length - 1));
      }
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
