// One id per editor tab and article, so an edit lease tells two tabs of one person apart. The id is
// kept in sessionStorage, so reloading the tab keeps its lease instead of meeting it as someone
// else's. A duplicated tab copies sessionStorage: before reusing an id, the tab asks on a
// BroadcastChannel whether another open tab already uses it, and takes a fresh id if one answers.
// Within one page the id is settled once per article: a later read (the editor's data refetched
// after a save) returns it without asking, since this page's own editor would answer and the lease
// would otherwise pass to a new id and meet itself as another tab.

const KEY = 'pauta-edit-session:';
const CHANNEL = 'pauta-edit-sessions';
const ANSWER_WAIT_MS = 150;
const settled = new Map<string, string>();

type Message = { type: 'who-has'; sessionId: string } | { type: 'mine'; sessionId: string };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const channel = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL));

/** Whether another open tab of this browser answers for `sessionId` within a moment. */
function usedByAnotherTab(sessionId: string): Promise<boolean> {
  const bus = channel();
  if (!bus) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (used: boolean) => {
      clearTimeout(timer);
      bus.close();
      resolve(used);
    };
    const timer = setTimeout(() => done(false), ANSWER_WAIT_MS);
    bus.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type === 'mine' && event.data.sessionId === sessionId) done(true);
    };
    bus.postMessage({ type: 'who-has', sessionId } satisfies Message);
  });
}

/** This tab's session id for editing `articleId` (reused across reloads, never shared by two tabs). */
export async function editSessionId(articleId: string): Promise<string> {
  const known = settled.get(articleId);
  if (known) return known;
  const stored = storage()?.getItem(KEY + articleId);
  const id = stored && !(await usedByAnotherTab(stored)) ? stored : crypto.randomUUID();
  const raced = settled.get(articleId);
  if (raced) return raced;
  settled.set(articleId, id);
  if (id !== stored) {
    try {
      storage()?.setItem(KEY + articleId, id);
    } catch {
      /* storage disabled: the id lives as long as the page */
    }
  }
  return id;
}

/** While the editor is open, answers other tabs asking about `sessionId`. Returns the stop function. */
export function answerForSession(sessionId: string): () => void {
  const bus = channel();
  if (!bus) return () => {};
  bus.onmessage = (event: MessageEvent<Message>) => {
    if (event.data?.type === 'who-has' && event.data.sessionId === sessionId) {
      bus.postMessage({ type: 'mine', sessionId } satisfies Message);
    }
  };
  return () => bus.close();
}
