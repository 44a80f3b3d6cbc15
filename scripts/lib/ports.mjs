// Port checks: a busy port stops the start with a message naming it, never a stack trace.
import net from 'node:net';

/**
 * Ports the Fetch standard refuses to load (Node's fetch and Chromium alike: "bad port"). A
 * PAUTA_PORT_OFFSET can land a port of the stack on one (1000 puts `npm start`'s Hosting on 6000).
 */
export const FETCH_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

export function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Returns the names ("firestore (8080)") of the ports already in use. */
export async function busyPorts(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) busy.push(`${name} (${port})`);
  }
  return busy;
}

/**
 * @param {number} port
 * @param {{ timeoutMs?: number, host?: string, isAlive?: () => boolean }} [options]
 */
export async function waitForPort(port, { timeoutMs = 120_000, host = '127.0.0.1', isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isListening(port, host)) return;
    if (!isAlive()) throw new Error(`o processo que devia abrir a porta ${port} terminou antes`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`tempo esgotado esperando a porta ${port}`);
}

export async function waitForPortsClosed(ports, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  const open = async () => {
    const result = [];
    for (const port of ports) if (await isListening(port)) result.push(port);
    return result;
  };
  let still = await open();
  while (still.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    still = await open();
  }
  return still;
}
