// A page loaded before a redeploy asks for chunks the new deploy no longer has: Vite then raises
// 'vite:preloadError' (the import fails with a 404). Reloading once fetches the new page (app.html
// and the app's routes are revalidated on every load, firebase.json); should the new page fail too
// within a minute, the error takes its usual course instead of reloading in a loop. Never while the
// reader is typing: a reload would lose what they typed, and a rendered form still works as plain
// HTML without the app.
const RELOADED_AT = 'pauta:recarregado-por-deploy';

const TYPED_FIELDS = 'textarea, input:not([type]), input[type=text], input[type=email], input[type=search]';

function readerIsTyping(doc: Document): boolean {
  const active = doc.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return true;
  return [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_FIELDS)].some((f) => f.value !== '');
}

export function reloadOnStaleChunks(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (readerIsTyping(win.document)) return;
    const last = Number(win.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return;
    win.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    win.location.reload();
  });
}
