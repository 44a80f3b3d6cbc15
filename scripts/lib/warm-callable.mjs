// The Functions emulator starts a function's runtime on its first request: loading the functions'
// code takes seconds, over 20 on a busy machine, and the first editor to publish, ask for a preview
// link or open Tendências would wait that long. The stack calls each callable once before it reports
// ready, without a session (the answer is 'unauthenticated'); the runtime stays up for the next call.
// The callables come from the emulator's own list of what it loaded (/backends, as its UI reads it).
const WARM_TIMEOUT_MS = 120_000;

/**
 * @param {string} functionsOrigin `http://host:port` of the Functions emulator
 * @param {string} projectId
 * @param {(line: string) => void} log
 */
export async function warmCallables(functionsOrigin, projectId, log) {
  const signal = AbortSignal.timeout(WARM_TIMEOUT_MS);
  try {
    const { backends } = await (await fetch(`${functionsOrigin}/backends`, { signal })).json();
    const callables = backends
      .flatMap((backend) => backend.functionTriggers ?? [])
      .filter((trigger) => trigger.labels?.['deployment-callable'] === 'true');
    await Promise.all(
      callables.map(async (trigger) => {
        const response = await fetch(`${functionsOrigin}/${projectId}/${trigger.region}/${trigger.name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ data: {} }),
          signal,
        });
        await response.arrayBuffer();
      }),
    );
  } catch (error) {
    log(`Aviso: as funções chamáveis não responderam ao aquecimento (${error.message}); o site segue no ar.`);
  }
}
