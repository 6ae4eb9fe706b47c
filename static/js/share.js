// The share section's "Copy link" button (templates/_share_links.html). Without
// this script the button stays hidden and the address is in a read-only field.
document.querySelectorAll("button.copy-link").forEach((button) => {
  const field = document.getElementById(button.dataset.copy);
  const status = button.parentElement.querySelector(".copy-status");
  if (!field) return;
  button.hidden = false;
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(field.value);
    } catch {
      // No clipboard permission (e.g. plain HTTP): select the text for Ctrl+C instead.
      field.select();
      return;
    }
    if (status) status.textContent = button.dataset.copied;
  });
});
