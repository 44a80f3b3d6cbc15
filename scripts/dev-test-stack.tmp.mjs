import { writeFileSync } from 'node:fs';
import { startStack, TEST_PORTS } from './lib/stack.mjs';
const stack = await startStack({
  name: 'test',
  ports: TEST_PORTS,
  webDir: 'web/dist-test',
  log: (l) => console.log(l),
});
writeFileSync('/tmp/h21-stack-env.json', JSON.stringify({ ...stack.env, PAUTA_WEB_URL: stack.urls.site }));
console.log('READY');
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
setInterval(() => {}, 1 << 30);
