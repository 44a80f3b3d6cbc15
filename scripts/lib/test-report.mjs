// The timing report `npm test` prints at the end of every run and writes to .test-data/reports/
// (timings.txt as printed, timings.json for tools): each step and each end-to-end file, slowest
// first, so the next slowdown shows the day it lands.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * @typedef {{ name: string, ok: boolean, seconds: number }} StepTiming
 * @typedef {{ file: string, ok: boolean, seconds: number, tests: number, worker?: number }} FileTiming
 * @typedef {{ passed: number, failed: number, skipped: number }} Totals
 * @typedef {{ busyShare: number, cores: number }} Cpu how busy the machine's cores were during the run (0 to 1)
 */

/**
 * Per-file durations of a vitest JSON report (`--reporter=json`), paths relative to `root`.
 * @param {any} json
 * @param {string} root
 * @returns {FileTiming[]}
 */
export function fileTimings(json, root) {
  return (json?.testResults ?? []).map((result) => ({
    file: relative(root, result.name),
    ok: result.status === 'passed',
    seconds: round((result.endTime - result.startTime) / 1000),
    tests: result.assertionResults?.length ?? 0,
  }));
}

/**
 * The whole machine's CPU time so far, busy and in all, in /proc/stat's ticks (every process on
 * the machine: a run's own processes cannot all be counted from it, Chromium's and the Functions
 * emulator's are reaped outside its tree); undefined where there is no /proc.
 * @returns {{ busy: number, total: number } | undefined}
 */
export function machineCpuTicks() {
  try {
    const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
    // user nice system idle iowait irq softirq steal
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    return { busy: total - ticks[3] - ticks[4], total };
  } catch {
    return undefined;
  }
}

/**
 * @param {{ steps: StepTiming[], files: FileTiming[], wallSeconds: number, totals: Totals, cpu?: Cpu }} report
 * @returns {string}
 */
export function formatReport({ steps, files, wallSeconds, totals, cpu }) {
  const lines = [`Tempo total: ${formatSeconds(wallSeconds)}`];
  if (cpu)
    lines.push(
      `CPU da máquina: ${Math.round(100 * cpu.busyShare)} % ocupada durante o teste (${cpu.cores} núcleos, ` +
        'todos os processos da máquina)',
    );
  lines.push('', 'Etapas (mais lenta primeiro):');
  lines.push(...table(bySeconds(steps).map((s) => [status(s.ok), s.name, formatSeconds(s.seconds)])));
  if (files.length) {
    const workers = files.some((f) => f.worker !== undefined);
    lines.push('', 'Arquivos de ponta a ponta (mais lento primeiro):');
    lines.push(
      ...table(
        bySeconds(files).map((f) => [
          status(f.ok),
          f.file,
          formatSeconds(f.seconds),
          `${f.tests} testes`,
          ...(workers ? [f.worker === undefined ? '' : `pilha ${f.worker}`] : []),
        ]),
      ),
    );
  }
  lines.push('', `${totals.passed} passaram, ${totals.failed} falharam, ${totals.skipped} pulados`);
  return lines.join('\n');
}

/**
 * @param {string} dir
 * @param {{ steps: StepTiming[], files: FileTiming[], wallSeconds: number, totals: Totals, cpu?: Cpu }} report
 * @returns {string} the text written to timings.txt
 */
export function writeReport(dir, report) {
  const text = formatReport(report);
  writeFileSync(join(dir, 'timings.txt'), `${text}\n`);
  const sorted = { ...report, steps: bySeconds(report.steps), files: bySeconds(report.files) };
  writeFileSync(join(dir, 'timings.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  return text;
}

/** @template {{ seconds: number }} T @param {T[]} rows @returns {T[]} */
const bySeconds = (rows) => [...rows].sort((a, b) => b.seconds - a.seconds);
const round = (seconds) => Math.round(seconds * 10) / 10;
const status = (ok) => (ok ? 'ok  ' : 'FAIL');

/** 75.25 → "1:15.3" (minutes:seconds), 9.04 → "9.0s". */
export function formatSeconds(seconds) {
  const tenths = Math.round(seconds * 10);
  if (tenths < 600) return `${(tenths / 10).toFixed(1)}s`;
  const minutes = Math.floor(tenths / 600);
  return `${minutes}:${((tenths - minutes * 600) / 10).toFixed(1).padStart(4, '0')}`;
}

/** Left-aligned columns, numbers (a column of durations) right-aligned. */
function table(rows) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i].length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, i) => (/^[\d:.]+s?$/.test(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}
