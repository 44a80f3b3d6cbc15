// `npm test -- changed`: the files changed since the branch left <base> (default main: its commits,
// the working tree and untracked files) and what of `npm test` they touch. Lint, format and the
// typecheck take the changed files' workspaces; the unit suites run the tests vitest finds related
// to them (`--changed`); the rules suite runs whole when a rule, the model or the emulators changed;
// end-to-end files run when they changed, all of them when their support, the stack or the seed did.
// A change to a shared config (package.json, lockfile, tsconfig, vitest, eslint, firebase.json) runs everything.
import { execFileSync } from 'node:child_process';
import { ROOT } from './paths.mjs';

const EVERYTHING =
  /^(package(-lock)?\.json|[^/]+\/package\.json|packages\/model\/package\.json|tsconfig\.json|vitest\.config\.ts|[^/]+\/vitest\.config\.ts|eslint\.config\.js|knip\.jsonc|\.prettierrc\.json|\.prettierignore|firebase\.json|firestore\.indexes\.json)$/;
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
/** Workspace (by path prefix) → its typecheck project and unit step. */
const WORKSPACES = [
  { prefix: 'emulators/', project: 'emulators', unit: 'unit:emulators' },
  { prefix: 'functions/', project: 'functions', unit: 'unit:functions' },
  { prefix: 'packages/model/', project: 'packages/model', unit: 'unit:model' },
  { prefix: 'web/', project: 'web', unit: 'unit:web' },
  { prefix: 'test/', project: 'test', unit: 'unit:repo' },
  { prefix: 'scripts/', project: 'scripts', unit: 'unit:repo' },
  { prefix: 'eslint/', project: null, unit: 'unit:repo' },
];
const RULES = /^(firestore\.rules|storage\.rules|test\/rules\/|emulators\/src\/|packages\/model\/)/;
/** The benchmarks (`npm run bench`, the `bench` step runs each once, small). */
const BENCH = /^(scripts|web|functions)\/bench\//;
const BUNDLE =
  /^(web\/(src|build|public|index\.html|vite\.config\.ts|bench\/(gate|reader-bundle)\.mjs)|packages\/model\/)/;
const ALL_E2E = /^(test\/e2e\/(support\/|global-setup\.ts)|scripts\/(lib|seed)\/|test\/fixtures\/)/;
const E2E_FILE = /^test\/e2e\/[^/]+\.test\.ts$/;

/**
 * The files changed since `base` (merge base with HEAD), including uncommitted and untracked ones.
 * @param {string} [base]
 * @returns {string[]}
 */
export function changedFiles(base = 'main') {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const [since] = git('merge-base', base, 'HEAD');
  return [...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')])];
}

/**
 * @typedef {{ everything: boolean, steps: Set<string>, lintFiles: string[], formatFiles: string[],
 *   typecheckProjects: string[], e2eFiles: string[] | 'all' }} ChangePlan
 */

/**
 * @param {string[]} files paths relative to the repository
 * @returns {ChangePlan}
 */
export function planForChanges(files) {
  /** @type {ChangePlan} */
  const plan = {
    everything: false,
    steps: new Set(),
    lintFiles: [],
    formatFiles: [],
    typecheckProjects: [],
    e2eFiles: [],
  };
  const projects = new Set();
  const e2e = new Set();
  let allE2e = false;
  for (const file of files) {
    if (EVERYTHING.test(file)) return { ...plan, everything: true, e2eFiles: 'all' };
    plan.formatFiles.push(file);
    const workspace = WORKSPACES.find((w) => file.startsWith(w.prefix));
    if (CODE.test(file)) {
      plan.lintFiles.push(file);
      plan.steps.add('lint').add('knip').add('typecheck');
      if (workspace?.project) projects.add(workspace.project);
      if (file.startsWith('eslint/')) plan.lintFiles.push('.');
      // Everything imports the model: every workspace's types and tests may follow.
      if (file.startsWith('packages/model/'))
        for (const w of WORKSPACES) {
          if (w.project) projects.add(w.project);
          plan.steps.add(w.unit);
        }
    }
    if (workspace && !E2E_FILE.test(file) && !file.startsWith('test/rules/') && !file.startsWith('test/e2e/'))
      plan.steps.add(workspace.unit);
    if (RULES.test(file)) plan.steps.add('rules');
    if (BUNDLE.test(file)) plan.steps.add('bundle');
    if (BENCH.test(file)) plan.steps.add('bench');
    if (E2E_FILE.test(file)) e2e.add(file);
    if (ALL_E2E.test(file)) allE2e = true;
  }
  if (plan.formatFiles.length) plan.steps.add('format');
  plan.typecheckProjects = [...projects];
  plan.e2eFiles = allE2e ? 'all' : [...e2e];
  if (allE2e || e2e.size) plan.steps.add('e2e');
  return plan;
}
