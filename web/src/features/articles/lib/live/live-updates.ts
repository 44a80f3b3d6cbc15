// A live article's page follows its coverage without a reload (its own small chunk, loaded only by
// a page with a [data-live] section; docs/live-coverage.md). Every LIVE_POLL_SECONDS it asks the
// CDN-cached /api/ao-vivo/{id} (never Firestore), while the tab is visible, and:
// - new entries: inserted at the top when the reader is at the list's top; when the reader is
//   further down, announced by 'N novas atualizações' and inserted on its click, above, with the
//   page scrolled by what was inserted, so what the reader is reading does not move;
// - edited, deleted, pinned or unpinned entries: changed in place, the reader's view kept;
// - ended: the 'AO VIVO' labels go, 'Cobertura encerrada em …' shows, and polling stops.
// Each entry's markup comes in the JSON, rendered by the page's own component on the server; an
// inserted entry's embed facade gets the click-to-player wiring of the page's own entries.
import { LIVE_POLL_SECONDS, liveNewUpdatesLabel, type LivePolled, type LivePolledEntry } from '@pauta/model';
import { wireEmbedsWhenPresent } from '../body/wire-article-body';

type EntryElement = HTMLElement & { dataset: { entry: string; at: string; v: string } };

const toElement = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  const element = template.content.firstElementChild as EntryElement;
  wireEmbedsWhenPresent(element);
  return element;
};

export function startLiveUpdates(section: HTMLElement): () => void {
  const src = section.dataset.live!;
  const list = section.querySelector<HTMLElement>('[data-live-entries]')!;
  const pinnedBox = section.querySelector<HTMLElement>('[data-live-pinned]')!;
  const button = section.querySelector<HTMLButtonElement>('[data-live-news]')!;
  let waiting: LivePolledEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let busy = false;

  const listed = () => [...list.children] as EntryElement[];

  /**
   * Runs `change`, keeping what the reader sees where it was: when the list's top is above the
   * viewport, the first entry still in view is the anchor and the page scrolls by what it moved.
   */
  function keepingView(change: () => void) {
    if (list.getBoundingClientRect().top >= 0) return change();
    const anchor =
      [...section.querySelectorAll<HTMLElement>('[data-entry]')].find((el) => el.getBoundingClientRect().bottom > 0) ??
      section.nextElementSibling;
    const before = anchor?.getBoundingClientRect().top ?? 0;
    change();
    // At once: the page's smooth scrolling would let the reader see the jump.
    if (anchor?.isConnected) scrollBy({ top: anchor.getBoundingClientRect().top - before, behavior: 'instant' });
  }

  /** Puts an entry where its time belongs in the list (newest first). */
  function place(entry: LivePolledEntry) {
    const next = listed().find((el) => Number(el.dataset.at) < entry.at);
    list.insertBefore(toElement(entry.html), next ?? null);
    section.querySelector('[data-live-empty]')?.remove();
  }

  function insertWaiting() {
    const first = waiting[0];
    keepingView(() => waiting.forEach(place));
    waiting = [];
    button.hidden = true;
    // The keyboard goes on from the newest entry, without a scroll.
    if (first) document.getElementById(`atualizacao-${first.id}`)?.focus({ preventScroll: true });
  }
  button.addEventListener('click', insertWaiting);

  function apply(data: LivePolled) {
    const byId = new Map(listed().map((el) => [el.dataset.entry, el]));
    const polled = new Set(data.entries.map((e) => e.id));
    const oldestPolled = data.entries[data.entries.length - 1]?.at ?? Infinity;
    const newest = Math.max(0, ...listed().map((el) => Number(el.dataset.at)));
    keepingView(() => {
      for (const entry of data.entries) {
        const shown = byId.get(entry.id);
        if (shown && Number(shown.dataset.v) !== entry.v) shown.replaceWith(toElement(entry.html));
        // An older entry back in the list (unpinned).
        else if (!shown && entry.at <= newest) place(entry);
      }
      // Deleted, or pinned since: gone from the list the JSON covers.
      for (const [id, el] of byId)
        if (!polled.has(id) && (data.complete || Number(el.dataset.at) >= oldestPolled)) el.remove();
      const pinned = pinnedBox.firstElementChild as EntryElement | null;
      // Its id and version against the polled ones ('undefined:undefined' when neither has one).
      if (`${pinned?.dataset.entry}:${pinned?.dataset.v}` !== `${data.pinned?.id}:${data.pinned?.v}`)
        pinnedBox.replaceChildren(...(data.pinned ? [toElement(data.pinned.html)] : []));
    });
    waiting = data.entries.filter((e) => e.at > newest && !byId.has(e.id));
    if (waiting.length && list.getBoundingClientRect().top >= 0) insertWaiting();
    else if (waiting.length) {
      button.textContent = liveNewUpdatesLabel(waiting.length);
      button.hidden = false;
    }
    if (data.status === 'ended') {
      stop();
      document.querySelectorAll('[data-live-label]').forEach((label) => label.remove());
      const ended = section.querySelector<HTMLElement>('[data-live-ended]')!;
      ended.textContent = data.ended;
      ended.hidden = false;
    }
  }

  async function poll() {
    timer = undefined;
    if (busy) return;
    busy = true;
    try {
      const response = await fetch(src);
      if (response.status === 404)
        stop(); // unpublished, or its coverage gone
      else if (response.ok) apply((await response.json()) as LivePolled);
    } catch {
      // Offline for a moment: the next poll tries again.
    }
    busy = false;
    schedule();
  }

  function schedule() {
    if (!stopped && !timer && !busy && !document.hidden)
      timer = setTimeout(() => void poll(), LIVE_POLL_SECONDS * 1000);
  }

  // A hidden tab asks nothing; back in view, it asks at once.
  function onVisibility() {
    if (document.hidden) {
      clearTimeout(timer);
      timer = undefined;
    } else if (!stopped && !timer) void poll();
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  }

  document.addEventListener('visibilitychange', onVisibility);
  // At once: the page may come from the CDN's copy, made before the newest entries.
  if (!document.hidden) void poll();
  return stop;
}
