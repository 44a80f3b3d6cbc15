// Starts the whole stack on test ports when the e2e suite runs on its own
// (`npx vitest run --project e2e`); `npm test` starts it once and passes PAUTA_WEB_URL instead.
import { startStack, TEST_PORTS } from '../../scripts/lib/stack.mjs';

export default async function setup() {
  if (process.env.PAUTA_WEB_URL) return;
  const stack = await startStack({
    name: 'test',
    ports: TEST_PORTS,
    webDir: 'web/dist-test',
    log: (line: string) => console.log(line),
  });
  Object.assign(process.env, stack.env, { PAUTA_WEB_URL: stack.urls.site });
  return () => stack.stop();
}
