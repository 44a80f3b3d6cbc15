// Port checks: a busy port stops the start with a message naming it, never a stack trace.
import net from 'node:net';

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
