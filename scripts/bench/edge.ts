// The reader pages' edge (Hosting's CDN and Storage's), in its own thread: see edge-worker.mjs.
import { Worker } from 'node:worker_threads';

export interface Edge {
  /** The site through the edge: what the measured loads open. */
  url: string;
  /** Fetches a page and what it names into the edge: its status, and how many files and covers it kept. */
  warm(path: string): Promise<{ status: number; files: number; covers: number }>;
  /** The edge thread's longest pause since the last call (ms): a load that met it waited for it. */
  stalls(): Promise<number>;
  close(): Promise<void>;
}

/** An edge in front of a site served at `siteOrigin` whose pages name covers at `mediaOrigin`. */
export async function startEdge(siteOrigin: string, mediaOrigin: string): Promise<Edge> {
  const worker = new Worker(new URL('./edge-worker.mjs', import.meta.url), { workerData: { siteOrigin, mediaOrigin } });
  const pending = new Map<number, (reply: Record<string, unknown>) => void>();
  let next = 0;
  const { siteUrl } = await new Promise<{ siteUrl: string }>((resolve, reject) => {
    // A thread that fails fails its start, or every question still waiting for it: never a hung run.
    worker.on('error', (error) => {
      reject(error);
      for (const answer of pending.values()) answer({ error: String(error) });
      pending.clear();
    });
    worker.on('message', (message: { id?: number; ready?: boolean; siteUrl?: string }) => {
      if (message.ready) resolve(message as { siteUrl: string });
      else if (message.id !== undefined) {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      }
    });
  });
  const ask = (type: string, path?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = next++;
      pending.set(id, (reply) => (reply.error ? reject(new Error(String(reply.error))) : resolve(reply)));
      worker.postMessage({ id, type, path });
    });
  return {
    url: siteUrl,
    warm: async (path) => {
      const { status, files, covers } = await ask('warm', path);
      return { status: status as number, files: files as number, covers: covers as number };
    },
    stalls: async () => (await ask('stalls')).maxMs as number,
    close: async () => {
      await ask('close');
      await worker.terminate();
    },
  };
}
