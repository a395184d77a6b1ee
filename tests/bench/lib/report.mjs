// Tables and results shared by the benchmark scripts.
import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { OUT } from './bench-server.mjs';

/** Prints rows (objects with the same keys) as a Markdown table; returns the text. */
export function table(title, rows) {
  if (rows.length === 0) return '';
  const cols = Object.keys(rows[0]);
  const cell = (v) => (v === undefined || v === null ? '' : String(v));
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals) => `| ${vals.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  const text = [
    `### ${title}`,
    '',
    line(cols),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map((r) => line(cols.map((c) => cell(r[c])))),
    '',
  ].join('\n');
  console.log(text);
  return text;
}

/** Keeps a benchmark's result as JSON in tests/bench/out/ (for run-all and docs/PERFORMANCE.md). */
export function save(name, result) {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(resolve(OUT, `${name}.json`), JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
export const verdict = (ok) => (ok ? 'met' : 'NOT met');

/** `--name value` or `--name=value` from argv, else the env var, else the default. */
export function option(name, envName, fallback) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  if (i >= 0 && argv[i + 1] !== undefined) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith(`--${name}=`));
  if (eq) return eq.slice(name.length + 3);
  return process.env[envName] ?? fallback;
}

/** True when the module is the script node was started with (each bench runs alone or from run-all). */
export const isMain = (meta) => process.argv[1] && resolve(process.argv[1]) === resolve(new URL(meta.url).pathname);
