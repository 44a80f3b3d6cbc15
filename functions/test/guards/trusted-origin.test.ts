// The site's origin the public functions write into cached responses: the forwarded host only when
// it is one of the site's, SITE_URL above all.
import { describe, expect, it } from 'vitest';
import { originOf } from '../../src/guards/trusted-origin';

describe('originOf', () => {
  const emulator = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-pauta' };
  const deployed = { GCLOUD_PROJECT: 'pauta-prod', PAUTA_SITE_HOSTS: 'pauta.dev' };

  it('uses the host Hosting forwards when it is the site’s, http only for local hosts', () => {
    expect(originOf({ 'x-forwarded-host': 'pauta.dev', host: 'fn.run.app' }, deployed)).toBe('https://pauta.dev');
    expect(originOf({ 'x-forwarded-host': 'pauta-prod.web.app' }, deployed)).toBe('https://pauta-prod.web.app');
    expect(originOf({ 'x-forwarded-host': '127.0.0.1:5000' }, emulator)).toBe('http://127.0.0.1:5000');
    expect(originOf({ host: 'localhost:5001', 'x-forwarded-proto': 'https' }, emulator)).toBe('https://localhost:5001');
  });

  it('never believes a forged host: the configured origin instead', () => {
    for (const headers of [
      { 'x-forwarded-host': 'evil.example', host: 'fn.run.app' },
      { host: 'evil.example' },
      { 'x-forwarded-host': '169.254.169.254', 'x-forwarded-proto': 'http' },
      { 'x-forwarded-host': 'pauta.dev.evil.example' },
      { 'x-forwarded-host': 'localhost:8080' }, // the function itself, outside the emulator
    ])
      expect(originOf(headers, deployed), JSON.stringify(headers)).toBe('https://pauta-prod.web.app');
    expect(originOf({ 'x-forwarded-host': 'evil.example' }, emulator)).toBe('https://demo-pauta.web.app');
  });

  it('SITE_URL wins over any header', () => {
    expect(
      originOf({ 'x-forwarded-host': 'pauta-prod.web.app' }, { ...deployed, SITE_URL: 'https://pauta.com.br/' }),
    ).toBe('https://pauta.com.br');
  });
});
