// The local stand-ins for Cloud Tasks' timing and Cloud Scheduler (scripts/lib/local-tasks.mjs,
// local-scheduler.mjs): a task waits for its scheduleTime and is then handed to firebase-tools' tasks
// emulator; a name is taken once; a deleted task never arrives; schedules are read as Cloud Scheduler's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_REGION } from '@pauta/model';
import { startLocalTasks } from '../../scripts/lib/local-tasks.mjs';
import { minutesBetweenRuns } from '../../scripts/lib/local-scheduler.mjs';

const QUEUE = `/projects/demo-pauta/locations/${DEFAULT_REGION}/queues/publishScheduledArticle/tasks`;
const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

/** Stands in for firebase-tools' tasks emulator: records what it is handed, and when. */
async function fakeTasksEmulator() {
  const received: { at: number; body: { task: Record<string, unknown> } }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ at: Date.now(), body: JSON.parse(body) });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  stops.push(() => new Promise((r) => server.close(r)));
  return { port: (server.address() as AddressInfo).port, received };
}

async function holder() {
  const emulator = await fakeTasksEmulator();
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  const tasks = await startLocalTasks({ port, tasksPort: emulator.port });
  stops.push(() => tasks.stop());
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { emulator, tasks, call };
}

const task = (id: string, at: number) => ({
  task: {
    name: `${QUEUE.slice(1)}/${id}`,
    scheduleTime: new Date(at).toISOString(),
    httpRequest: { url: '', body: Buffer.from('{"data":{}}').toString('base64'), headers: {} },
  },
});

describe('local Cloud Tasks timing', () => {
  it('holds a task until its scheduleTime, then hands it over without the time', async () => {
    const { emulator, call } = await holder();
    const due = Date.now() + 700;
    expect((await call('POST', QUEUE, task('t1', due))).status).toBe(200);
    await expect.poll(() => emulator.received.length, { timeout: 10_000, interval: 50 }).toBe(1);
    // Held until its time (no fixed wait: on a loaded machine the POST alone may take 700 ms): the
    // fake emulator stamps each arrival, and none came before the scheduleTime.
    expect(emulator.received.filter((r) => r.at < due)).toHaveLength(0);
    expect(emulator.received[0]!.at).toBeGreaterThanOrEqual(due);
    expect(emulator.received[0]!.body.task.scheduleTime).toBeUndefined();
    expect(emulator.received[0]!.body.task.httpRequest).toBeDefined();
  });

  it('a name is taken once (queued, then for an hour after it ran); a deleted task never arrives', async () => {
    const { emulator, tasks, call } = await holder();
    const later = Date.now() + 60_000;
    expect((await call('POST', QUEUE, task('t2', later))).status).toBe(200);
    expect((await call('POST', QUEUE, task('t2', later))).status).toBe(409);
    expect(tasks.heldCount()).toBe(1);
    expect((await call('DELETE', `${QUEUE}/t2`)).status).toBe(200);
    expect((await call('DELETE', `${QUEUE}/t2`)).status).toBe(404);
    expect(tasks.heldCount()).toBe(0);
    expect((await call('POST', QUEUE, task('t2', later))).status).toBe(409);
    expect(emulator.received).toHaveLength(0);
  });
});

describe('local Cloud Scheduler', () => {
  it('keeps minute schedules and refuses what it cannot keep', () => {
    expect(minutesBetweenRuns('* * * * *')).toBe(1);
    expect(minutesBetweenRuns('every 1 minutes')).toBe(1);
    expect(minutesBetweenRuns('every 5 minutes')).toBe(5);
    expect(minutesBetweenRuns('*/10 * * * *')).toBe(10);
    expect(minutesBetweenRuns('0 7 * * *')).toBeNull();
  });
});
