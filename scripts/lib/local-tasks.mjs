// The local stand-in for Cloud Tasks' timing. firebase-tools' Cloud Tasks emulator (pure Node, works
// offline) delivers a task as soon as it is queued, whatever its scheduleTime. This server speaks the
// two calls the admin SDK makes (create and delete a task), holds each task until its scheduleTime
// and then hands it to that emulator, which delivers it to the function as Cloud Tasks would (its
// headers, its retries). The functions are pointed at it in the emulator only
// (functions/src/scheduling/publish-queue.ts, PAUTA_LOCAL_TASKS_HOST). Held tasks live in memory: a
// restart loses them, and the publish sweep (scripts/lib/local-scheduler.mjs) publishes what was due.
//   POST   /projects/{p}/locations/{l}/queues/{q}/tasks            { task }: held until task.scheduleTime
//   DELETE /projects/{p}/locations/{l}/queues/{q}/tasks/{id}        cancels a held task (404 if none)
//   GET    /tasks                                                   JSON: the held tasks, soonest first
import { createServer } from 'node:http';

/** Cloud Tasks refuses a name used by a task that ran or was deleted within about an hour. */
const NAME_MEMORY_MS = 60 * 60 * 1000;
/** setTimeout's longest delay; longer waits are taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const HAND_OVER_ATTEMPTS = 20;

const QUEUE = /^\/projects\/([^/]+)\/locations\/([^/]+)\/queues\/([^/]+)\/tasks(?:\/([^/]+))?$/;

function readJson(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        resolve(body ? JSON.parse(body) : {});
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

/**
 * @param {{ port: number, tasksPort: number, log?: (line: string) => void }} options
 *   `tasksPort`: firebase-tools' Cloud Tasks emulator, which delivers the tasks.
 */
export async function startLocalTasks({ port, tasksPort, log = () => {} }) {
  /** @type {Map<string, { queuePath: string, task: any, due: number, timer: NodeJS.Timeout | undefined }>} */
  const held = new Map();
  /** @type {Map<string, number>} names released or cancelled, and when */
  const used = new Map();
  let generated = 0;

  const forget = (name) => {
    const entry = held.get(name);
    clearTimeout(entry?.timer);
    held.delete(name);
    used.set(name, Date.now());
  };

  async function handOver(name, queuePath, task) {
    // The emulator names it itself: its names stay taken for its whole run.
    const { name: _name, scheduleTime: _time, ...rest } = task;
    for (let attempt = 1; attempt <= HAND_OVER_ATTEMPTS; attempt++) {
      try {
        const res = await fetch(`http://127.0.0.1:${tasksPort}${queuePath}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ task: rest }),
        });
        if (res.ok) return;
        log(`Tarefas: a entrega de ${name} foi recusada (${res.status}); nova tentativa`);
      } catch (error) {
        log(`Tarefas: emulador de tarefas indisponível (${error.message}); nova tentativa`);
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    log(`Tarefas: ${name} não foi entregue; a varredura publica o que estiver vencido`);
  }

  function arm(name) {
    const entry = held.get(name);
    if (!entry) return;
    const wait = entry.due - Date.now();
    if (wait > 0) {
      entry.timer = setTimeout(() => arm(name), Math.min(wait, MAX_TIMER_MS));
      return;
    }
    forget(name);
    void handOver(name, entry.queuePath, entry.task);
  }

  const server = createServer(async (req, res) => {
    const reply = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      if (req.method === 'GET' && path === '/tasks') {
        const list = [...held.entries()].map(([name, e]) => ({ name, due: new Date(e.due).toISOString() }));
        return reply(
          200,
          list.sort((a, b) => a.due.localeCompare(b.due)),
        );
      }
      const match = QUEUE.exec(path);
      if (!match) return reply(404, { error: { status: 'NOT_FOUND', message: 'rota desconhecida' } });
      const [, project, location, queue, id] = match;
      const queuePath = `/projects/${project}/locations/${location}/queues/${queue}/tasks`;
      if (req.method === 'DELETE' && id) {
        const name = `projects/${project}/locations/${location}/queues/${queue}/tasks/${id}`;
        if (!held.has(name)) return reply(404, { error: { status: 'NOT_FOUND', message: 'tarefa não encontrada' } });
        forget(name);
        return reply(200, {});
      }
      if (req.method !== 'POST' || id) return reply(405, { error: { status: 'INVALID_ARGUMENT' } });
      const { task } = await readJson(req);
      if (!task?.httpRequest) return reply(400, { error: { status: 'INVALID_ARGUMENT', message: 'task ausente' } });
      const name = task.name ?? `${queuePath.slice(1)}/local-${++generated}`;
      const freed = used.get(name);
      if (held.has(name) || (freed !== undefined && Date.now() - freed < NAME_MEMORY_MS))
        return reply(409, { error: { status: 'ALREADY_EXISTS', message: `A tarefa ${name} já existe` } });
      const due = task.scheduleTime ? Date.parse(task.scheduleTime) : Date.now();
      held.set(name, { queuePath, task, due: Number.isNaN(due) ? Date.now() : due, timer: undefined });
      arm(name);
      return reply(200, { task: { ...task, name } });
    } catch (error) {
      return reply(400, { error: { status: 'INVALID_ARGUMENT', message: String(error) } });
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    env: { PAUTA_LOCAL_TASKS_HOST: `127.0.0.1:${port}` },
    output: [],
    /** How many tasks wait for their time. */
    heldCount: () => held.size,
    stop: () =>
      new Promise((resolve) => {
        for (const entry of held.values()) clearTimeout(entry.timer);
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}
