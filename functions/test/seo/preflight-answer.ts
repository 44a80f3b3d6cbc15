// Run by preflight.test.ts in a process of its own: firebase-functions reads the Functions
// emulator's environment once, when it loads. Prints the sitemap function's answer to a browser's
// preflight for OPTIONS, as JSON.
import { sitemap } from '../../src/seo/functions';
import { recordingResponse, testRequest } from '../http';

void (async () => {
  const { out, res } = recordingResponse();
  await sitemap(
    testRequest({
      method: 'OPTIONS',
      url: '/sitemap.xml',
      headers: { origin: 'https://pauta.example', 'access-control-request-method': 'OPTIONS' },
    }),
    res,
  );
  process.stdout.write(JSON.stringify({ status: out.status, headers: out.headers }));
})();
