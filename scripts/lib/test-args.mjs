// The arguments of `npm test`:
//   npm test                                every step
//   npm test -- rules unit:web              those steps (a prefix picks several: `unit` is every unit:*)
//   npm test -- e2e --file editor           end-to-end files by name (editor → test/e2e/editor.test.ts)
//   npm test -- changed [--base <ref>]      the steps and files what changed since <ref> touches
//   npm test -- unit:web -- some.test.tsx   extra vitest arguments after a second `--`

export class TestArgsError extends Error {}

/**
 * @param {string[]} argv
 * @returns {{ steps: string[], files: string[], changed: boolean, base: string | undefined, vitestArgs: string[] }}
 */
export function parseTestArgs(argv) {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const vitestArgs = split === -1 ? [] : argv.slice(split + 1);
  const steps = [];
  const files = [];
  let changed = false;
  let base;
  for (let i = 0; i < own.length; i++) {
    const arg = own[i];
    if (arg === '--file' || arg === '--base') {
      const value = own[++i];
      if (!value || value.startsWith('--')) throw new TestArgsError(`${arg} precisa de um valor`);
      if (arg === '--file') files.push(value);
      else base = value;
    } else if (arg.startsWith('--file=')) files.push(arg.slice('--file='.length));
    else if (arg.startsWith('--base=')) base = arg.slice('--base='.length);
    else if (arg === 'changed') changed = true;
    else if (arg.startsWith('--')) throw new TestArgsError(`opção desconhecida: ${arg}`);
    else steps.push(arg);
  }
  if (files.length && !steps.length && !changed) steps.push('e2e');
  if (base && !changed) throw new TestArgsError('--base só vale com changed');
  return { steps, files, changed, base, vitestArgs };
}

/** Whether a step runs for the names asked (every step when none; a name picks the steps it begins). */
export function stepWanted(step, asked) {
  return !asked.length || asked.some((name) => step.startsWith(name));
}

/**
 * The end-to-end files a `--file` names: the file's name without `.test.ts`, or any part of its path.
 * @param {string[]} names
 * @param {string[]} available paths like test/e2e/editor.test.ts
 */
export function pickFiles(names, available) {
  return names
    .map((name) => {
      const exact = available.filter((file) => file.endsWith(`/${name}.test.ts`) || file === name);
      const matches = exact.length ? exact : available.filter((file) => file.includes(name));
      if (!matches.length)
        throw new TestArgsError(
          `nenhum arquivo de ponta a ponta corresponde a "${name}"; há: ${available.map(shortName).join(', ')}`,
        );
      return matches;
    })
    .flat()
    .filter((file, index, all) => all.indexOf(file) === index);
}

const shortName = (file) => file.replace(/^.*\//, '').replace(/\.test\.ts$/, '');
