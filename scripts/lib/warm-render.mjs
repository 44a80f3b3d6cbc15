// The render function loads its HTML sanitizer (jsdom) on the first article it renders, which takes
// seconds on a busy machine. The stack renders one article before it reports ready, so neither the
// first reader of `npm start` nor the first e2e visitor pays for it; likewise the newsletter's function.
const WARM_TIMEOUT_MS = 120_000;

export async function warmRender(siteUrl, log) {
  const signal = AbortSignal.timeout(WARM_TIMEOUT_MS);
  try {
    const home = await (await fetch(`${siteUrl}/`, { signal })).text();
    const article = home.match(/href="(\/artigo\/[^"#?]+)"/)?.[1];
    if (article) await (await fetch(`${siteUrl}${article}`, { signal })).arrayBuffer();
  } catch (error) {
    log(`Aviso: a primeira página renderizada falhou (${error.message}); o site segue no ar.`);
  }
}

// The newsletter function's runtime starts on its first request too (over 20 s on a busy machine),
// which the first reader to sign up would wait for (every reader page's forms post to /api/newsletter,
// the same function). A link that names no subscriber wakes it: its answer is the 'link inválido' page,
// which reads and writes nothing. One request only: a second one while the runtime starts would start
// another runtime for it.
export async function warmNewsletter(siteUrl, log) {
  try {
    await (
      await fetch(`${siteUrl}/newsletter/confirmar?t=aquecimento`, { signal: AbortSignal.timeout(WARM_TIMEOUT_MS) })
    ).arrayBuffer();
  } catch (error) {
    log(`Aviso: a newsletter não respondeu ao aquecimento (${error.message}); o site segue no ar.`);
  }
}
