// The order vitest hands test files to its workers: longest first, so the two end-to-end workers
// start with the long files and end together. An end-to-end file goes by the time vitest measured
// for it in this checkout, else (a fresh clone, a file not run here yet) by its time in
// expected-durations.json (seconds from a recent run), else (a new file) by its size. Vitest's own
// rule would start every file it has not timed before the timed ones, however long they are.
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const EXPECTED = JSON.parse(readFileSync(new URL('./expected-durations.json', import.meta.url), 'utf8')) as Record<
  string,
  number
>;
/** Seconds a file of this many bytes takes, for a file not in the table (about what the table shows). */
const SECONDS_PER_BYTE = 1 / 500;

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const e2e = files.filter((file) => file.project.name === 'e2e');
    if (!e2e.length) return super.sort(files);
    const others = await super.sort(files.filter((file) => file.project.name !== 'e2e'));
    const seconds = new Map(e2e.map((file) => [file, this.expectedSeconds(file)]));
    return [...others, ...e2e.sort((a, b) => seconds.get(b)! - seconds.get(a)!)];
  }

  private expectedSeconds(file: TestSpecification): number {
    const path = relative(this.ctx.config.root, file.moduleId);
    const measured = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`)?.duration;
    if (measured) return measured / 1000;
    return EXPECTED[path] ?? statSync(file.moduleId).size * SECONDS_PER_BYTE;
  }
}
