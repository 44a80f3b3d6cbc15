// The timing report at the end of `npm test`: steps and end-to-end files, slowest first, written
// to the reports folder as printed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fileTimings,
  formatReport,
  formatSeconds,
  machineCpuTicks,
  writeReport,
} from '../../scripts/lib/test-report.mjs';

const steps = [
  { name: 'lint', ok: true, seconds: 41.2 },
  { name: 'e2e', ok: false, seconds: 432.06 },
  { name: 'format', ok: true, seconds: 6 },
];
const files = [
  { file: 'test/e2e/search.test.ts', ok: true, seconds: 20.5, tests: 4, worker: 2 },
  { file: 'test/e2e/schedules.test.ts', ok: true, seconds: 190.1, tests: 9, worker: 1 },
];
const totals = { passed: 12, failed: 1, skipped: 0 };

describe('fileTimings', () => {
  it("reads each file's duration, test count and status from vitest's JSON report", () => {
    const json = {
      testResults: [
        {
          name: '/repo/test/e2e/reader.test.ts',
          status: 'passed',
          startTime: 1_000,
          endTime: 62_340,
          assertionResults: [{}, {}, {}],
        },
        {
          name: '/repo/test/e2e/seo.test.ts',
          status: 'failed',
          startTime: 5_000,
          endTime: 5_049,
          assertionResults: [],
        },
      ],
    };
    expect(fileTimings(json, '/repo')).toEqual([
      { file: 'test/e2e/reader.test.ts', ok: true, seconds: 61.3, tests: 3 },
      { file: 'test/e2e/seo.test.ts', ok: false, seconds: 0, tests: 0 },
    ]);
    expect(fileTimings(undefined, '/repo')).toEqual([]);
  });
});

describe('formatReport', () => {
  it('lists steps and files slowest first, with their status, and the totals', () => {
    const text = formatReport({ steps, files, wallSeconds: 601, totals });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Tempo total: 10:01.0');
    const stepLines = lines.slice(lines.indexOf('Etapas (mais lenta primeiro):') + 1).slice(0, 3);
    expect(stepLines).toEqual(['FAIL  e2e     7:12.1', 'ok    lint     41.2s', 'ok    format    6.0s']);
    const fileLines = lines.slice(lines.indexOf('Arquivos de ponta a ponta (mais lento primeiro):') + 1);
    expect(fileLines[0]).toBe('ok    test/e2e/schedules.test.ts  3:10.1  9 testes  pilha 1');
    expect(fileLines[1]).toBe('ok    test/e2e/search.test.ts      20.5s  4 testes  pilha 2');
    expect(lines.at(-1)).toBe('12 passaram, 1 falharam, 0 pulados');
  });

  it('says how busy the machine was during the run, when known', () => {
    const text = formatReport({ steps, files, wallSeconds: 600, totals, cpu: { busyShare: 0.974, cores: 2 } });
    expect(text.split('\n')[1]).toBe(
      'CPU da máquina: 97 % ocupada durante o teste (2 núcleos, todos os processos da máquina)',
    );
    expect(formatReport({ steps, files, wallSeconds: 600, totals }).split('\n')[1]).toBe('');
  });

  it('leaves the files table out when no end-to-end file ran', () => {
    expect(formatReport({ steps, files: [], wallSeconds: 50, totals })).not.toContain('ponta a ponta');
  });
});

it('formatSeconds: seconds under a minute, minutes:seconds above', () => {
  expect(formatSeconds(9.04)).toBe('9.0s');
  expect(formatSeconds(59.96)).toBe('1:00.0');
  expect(formatSeconds(119.97)).toBe('2:00.0');
  expect(formatSeconds(75.25)).toBe('1:15.3');
});

it("machineCpuTicks: the machine's CPU time, busy within all, growing", () => {
  const before = machineCpuTicks()!;
  const until = Date.now() + 100;
  while (Date.now() < until);
  const after = machineCpuTicks()!;
  expect(after.busy).toBeGreaterThan(before.busy);
  expect(after.total).toBeGreaterThanOrEqual(after.busy);
});

it('writeReport: timings.txt as printed, timings.json sorted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pauta-report-'));
  try {
    const text = writeReport(dir, { steps, files, wallSeconds: 601, totals });
    expect(readFileSync(join(dir, 'timings.txt'), 'utf8')).toBe(`${text}\n`);
    const json = JSON.parse(readFileSync(join(dir, 'timings.json'), 'utf8'));
    expect(json.steps.map((s: { name: string }) => s.name)).toEqual(['e2e', 'lint', 'format']);
    expect(json.files[0].file).toBe('test/e2e/schedules.test.ts');
    expect(json.totals).toEqual(totals);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
