import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where each rules test file leaves its allow/deny totals for the global teardown. */
export const COUNTS_DIR = join(tmpdir(), 'pauta-rules-counts');
