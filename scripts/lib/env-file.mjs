// Reads a .env file the way firebase-tools reads functions/.env.<project>: KEY=value lines,
// `#` comments, values optionally in single or double quotes (double quotes take \n escapes).
import { existsSync, readFileSync } from 'node:fs';

const LINE = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;

/**
 * @param {string} text
 * @returns {{ values: Record<string, string>, errors: string[] }}
 */
export function parseEnv(text) {
  /** @type {Record<string, string>} */
  const values = {};
  const errors = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const match = LINE.exec(raw);
    if (!match) {
      errors.push(`linha ${i + 1}: esperado CHAVE=valor`);
      return;
    }
    let value = match[2];
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length > 1) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else value = value.replace(/\s+#.*$/, '');
    values[match[1]] = value;
  });
  return { values, errors };
}

/**
 * @param {string} path
 * @returns {{ values: Record<string, string>, errors: string[] } | null} null when the file does not exist
 */
export function readEnvFile(path) {
  return existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : null;
}
