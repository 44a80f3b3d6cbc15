// The order vitest hands test files to its workers: longest first, so the two end-to-end workers
// start with the long files and end together. A file vitest has timed in this checkout goes by that
// time (its own rule); an end-to-end file it has not timed yet (a fresh clone) goes by its share in
// expected-durations.json (seconds from a recent run), and a new file by its size.
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
    if (!e2e.length || e2e.some((file) => this.timed(file))) return super.sort(files);
    const expected = (file: TestSpecification) =>
      EXPECTED[relative(this.ctx.config.root, file.moduleId)] ?? statSync(file.moduleId).size * SECONDS_PER_BYTE;
    const others = await super.sort(files.filter((file) => file.project.name !== 'e2e'));
    return [...others, ...e2e.sort((a, b) => expected(b) - expected(a))];
  }

  private timed(file: TestSpecification): boolean {
    return Boolean(
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`),
    );
  }
}
