// The Functions emulator starts a function's runtime on its first request: loading the functions'
// code takes seconds, over 20 on a busy machine, and the first editor to save an article as
// 'Publicado' would wait that long for the publish step. The stack calls that callable once before
// it reports ready, without a session (its answer is 'unauthenticated'); the runtime stays up for
// the next call.
await import('./typescript.mjs');
const { PUBLISH_FUNCTIONS } = await import('@pauta/model');

const WARM_TIMEOUT_MS = 120_000;

/**
 * @param {string} functionsBase `http://host:port/{project}/{region}`
 * @param {(line: string) => void} log
 */
export async function warmPublishCallable(functionsBase, log) {
  try {
    const response = await fetch(`${functionsBase}/${PUBLISH_FUNCTIONS.now}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(WARM_TIMEOUT_MS),
    });
    await response.arrayBuffer();
  } catch (error) {
    log(`Aviso: a função de publicação não respondeu ao aquecimento (${error.message}); o site segue no ar.`);
  }
}
