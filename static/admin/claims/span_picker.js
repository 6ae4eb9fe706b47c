/* Adding a claim by selecting its words in the article text.
 *
 * The article body is one text node inside .span-picker-text. The selection's
 * offsets there are UTF-16 positions; the server counts code points, so they
 * are converted before being sent to the claim form as initial values.
 */
"use strict";
(function () {
  function codePoints(text) {
    return Array.from(text).length;
  }

  function selectionSpan(container) {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
    const range = selection.getRangeAt(0);
    if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
    const before = document.createRange();
    before.selectNodeContents(container);
    before.setEnd(range.startContainer, range.startOffset);
    const prefix = before.toString();
    const quote = range.toString();
    if (!quote.trim()) return null;
    const start = codePoints(prefix);
    return { start: start, end: start + codePoints(quote), quote: quote };
  }

  function setUp(picker) {
    const text = picker.querySelector(".span-picker-text");
    const button = picker.querySelector(".span-picker-add");
    const status = picker.querySelector(".span-picker-status");
    let span = null;

    function update() {
      span = selectionSpan(text);
      button.disabled = span === null;
      // The sentence comes from the server in the editor's language (data-selected).
      status.textContent = span
        ? picker.dataset.selected.replace("%(start)s", span.start).replace("%(end)s", span.end)
        : "";
    }

    document.addEventListener("selectionchange", update);
    button.addEventListener("click", function () {
      if (!span) return;
      const params = new URLSearchParams({
        article: picker.dataset.article,
        start: String(span.start),
        end: String(span.end),
        quote: span.quote,
      });
      window.location.href = picker.dataset.addUrl + "?" + params.toString();
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll(".span-picker").forEach(setUp);
  });
})();
