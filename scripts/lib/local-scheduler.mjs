// The local stand-in for Cloud Scheduler. firebase-tools runs a scheduled function only through its
// Pub/Sub emulator, which needs Java; without it the Functions emulator still serves the function
// (as an "ignored" trigger). This calls the named functions the way Cloud Scheduler does — an HTTP
// POST with its X-CloudScheduler headers — on their own schedule, read from the function's definition
// (every N minutes, on the minute), through the Functions emulator: the same code path as production.
const PROBE = '__pauta_schedule_probe__';

/** Minutes between runs for the schedules we can keep locally ('* * * * *', 'every N minutes'). */
export function minutesBetweenRuns(schedule) {
  if (schedule === '* * * * *') return 1;
  const every = /^every (\d+) minutes?$/.exec(String(schedule).trim());
  if (every) return Number(every[1]);
  const cron = /^\*\/(\d+) \* \* \* \*$/.exec(String(schedule).trim());
  return cron ? Number(cron[1]) : null;
}

/**
 * @param {{ functionsPort: number, projectId: string, region: string, functions: string[],
 *           log?: (line: string) => void }} options
 */
export function startLocalScheduler({ functionsPort, projectId, region, functions, log = () => {} }) {
  const base = `http://127.0.0.1:${functionsPort}`;
  const keys = new Map();
  const timers = new Set();
  let stopped = false;

  /** The emulator's key for a function (`{region}-{name}-{generation}`): its 404 answer lists them. */
  async function keyOf(name) {
    const res = await fetch(`${base}/functions/projects/${projectId}/triggers/${PROBE}`, { method: 'POST' });
    const listed = (await res.text()).split('valid functions are:')[1] ?? '';
    const mine = listed
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k === `${region}-${name}` || new RegExp(`^${region}-${name}-\\d+$`).test(k))
      .sort((a, b) => Number(a.split('-').pop()) - Number(b.split('-').pop()));
    return mine.at(-1) ?? null;
  }

  async function scheduleOf(name) {
    const res = await fetch(`${base}/backends`);
    const { backends } = await res.json();
    for (const backend of backends ?? [])
      for (const trigger of backend.functionTriggers ?? [])
        if (trigger.entryPoint === name) return trigger.schedule?.schedule ?? null;
    return null;
  }

  async function run(name, scheduleTime) {
    let key = keys.get(name) ?? (await keyOf(name));
    for (let attempt = 0; attempt < 2 && key; attempt++) {
      const res = await fetch(`${base}/functions/projects/${projectId}/triggers/${key}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-CloudScheduler-JobName': `firebase-schedule-${name}-${region}`,
          'X-CloudScheduler-ScheduleTime': scheduleTime.toISOString(),
        },
        body: '{}',
      });
      if (res.status !== 404) {
        keys.set(name, key);
        if (!res.ok) log(`Agendador local: ${name} respondeu ${res.status}`);
        return;
      }
      // The functions were reloaded (a new generation): look the key up again.
      key = await keyOf(name);
    }
    log(`Agendador local: ${name} não está carregada no emulador de Functions`);
  }

  function every(name, minutes) {
    const period = minutes * 60_000;
    const tick = () => {
      if (stopped) return;
      const next = Math.floor(Date.now() / period) * period + period;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopped) return;
        run(name, new Date(next)).catch((error) => log(`Agendador local: ${name} falhou (${error.message})`));
        tick();
      }, next - Date.now());
      timers.add(timer);
    };
    tick();
  }

  const ready = (async () => {
    for (const name of functions) {
      const schedule = await scheduleOf(name).catch(() => null);
      const minutes = minutesBetweenRuns(schedule);
      if (!minutes) {
        log(`Agendador local: não sei seguir o agendamento de ${name} (${schedule ?? 'não encontrado'})`);
        continue;
      }
      every(name, minutes);
      log(`Agendador local: ${name} a cada ${minutes} min (${schedule})`);
    }
  })();

  return {
    ready,
    output: [],
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await ready.catch(() => {});
    },
  };
}
