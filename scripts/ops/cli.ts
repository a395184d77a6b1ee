import { z } from 'zod';
import { mergeCacheRules } from '../../worker/config/cache-rules-merge';
import { deepMerge, isPlainObject } from '../../worker/config/deep-merge';
import {
  ErrorAnswerSchema,
  HistoryAnswerSchema,
  ProductFactsAnswerSchema,
  PurgeAnswerSchema,
  RulesAnswerSchema,
  RulesChangeAnswerSchema,
  StatsAnswerSchema,
  UndoAnswerSchema,
  type HistoryEntry,
  type ProductFactsAnswer,
  type SiteStats,
  type StatsAnswer,
} from '../../worker/ops/ops-contract';
import { CLAIMS_HELP, claimsCommand } from './claims';

// The ops CLI's core: `npm run ops -- <command>` (scripts/ops.mjs bundles this for Node). All I/O
// comes in through `OpsIo`, so tests run it against the worker itself. Requests and answers use the
// ops API's own zod schemas (worker/ops/ops-contract.ts), and `--set` is checked with the API's own
// merge-and-validate before anything is sent.

export interface OpsIo {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  env: Record<string, string | undefined>;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Exit codes: what a script calling the CLI can rely on. */
export const EXIT = { ok: 0, refused: 1, unreachable: 2 } as const;

export const HELP = `Usage: npm run ops -- [--url URL] [--token TOKEN] [--as NAME] <command>

Talks to the storefront's ops API (/__ops). URL and token come from --url / --token or the
environment: OPS_URL (e.g. http://localhost:8787: any host of the storefront serves every site's
ops API) and OPS_TOKEN. --as NAME (or OPS_ACTOR, else
$USER) is recorded in the rules history.

Commands
  stats [site] [--json] [--minutes N]   per-site numbers (Analytics Engine totals over the last N
                                        minutes when the server has it, else one isolate's counters)
  rules <site> [--json]                 deployed, overridden and effective cache rules
  rules <site> --set path=value ...     change rules live, e.g. --set upstreamReads.ttlByKind.category=60
                                        (values are JSON: 60, true, ["home","category"]; else text)
  rules <site> --reset                  drop the override: back to the deployed rules
  rules <site> --history [--json]       the last changes: who, when, what
  rules <site> --undo                   revert the newest change not yet undone
  purge <site> [--pages] [--shell] [--urls]
                                        drop cached pages, shell data (KV), URL knowledge
  product-facts <site> [--json]         products whose product-safety facts (GPSR: manufacturer,
                                        EU responsible person, warnings) are incomplete, and what
                                        each lacks per locale: fix them in the content
${CLAIMS_HELP}
  --help                                this text

Exit codes: 0 ok, 1 refused (bad input, refused by the server), 2 cannot reach the server or not
authorised.`;

class CliFailure extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

interface Parsed {
  positional: string[];
  flags: Map<string, string[]>;
}

const VALUE_FLAGS = new Set(['url', 'token', 'as', 'set', 'minutes']);
const BOOLEAN_FLAGS = new Set(['json', 'reset', 'history', 'undo', 'pages', 'shell', 'urls', 'help']);

function parseArgs(argv: string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h') {
      flags.set('help', ['']);
      continue;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (BOOLEAN_FLAGS.has(name)) {
      flags.set(name, ['']);
      continue;
    }
    if (!VALUE_FLAGS.has(name)) throw new CliFailure(EXIT.refused, `unknown option --${name} (see --help)`);
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined) throw new CliFailure(EXIT.refused, `--${name} needs a value`);
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  return { positional, flags };
}

// --------------------------------------------------------------------------------------------
// Talking to the API

interface Api {
  call<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<ApiResult<z.output<S>>>;
}

type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string; supportedTargets?: string[] };

function connect(parsed: Parsed, io: OpsIo): Api {
  const base = (parsed.flags.get('url')?.at(-1) ?? io.env.OPS_URL ?? '').replace(/\/+$/, '');
  const token = parsed.flags.get('token')?.at(-1) ?? io.env.OPS_TOKEN ?? '';
  const who = parsed.flags.get('as')?.at(-1) ?? io.env.OPS_ACTOR ?? io.env.USER ?? '';
  if (!base)
    throw new CliFailure(EXIT.unreachable, 'no server: set OPS_URL (e.g. http://localhost:8787) or pass --url');
  if (!/^https?:\/\//.test(base))
    throw new CliFailure(EXIT.unreachable, `the server URL must start with http:// or https:// (got ${base})`);
  if (!token) throw new CliFailure(EXIT.unreachable, 'no ops token: set OPS_TOKEN or pass --token');
  return {
    async call(method, path, schema, body) {
      let res: Response;
      try {
        res = await io.fetch(`${base}/__ops${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(who ? { 'x-ops-actor': who } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch (e) {
        // Node's fetch says only "fetch failed"; the reason (ENOTFOUND, ECONNREFUSED) is its cause.
        const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : '';
        throw new CliFailure(
          EXIT.unreachable,
          `cannot reach ${base}: ${e instanceof Error ? e.message : String(e)}${cause}`,
        );
      }
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new CliFailure(
          EXIT.unreachable,
          `${base} is not the storefront's ops API (HTTP ${res.status}, not JSON)`,
        );
      }
      if (res.status === 401 || res.status === 403)
        throw new CliFailure(
          EXIT.unreachable,
          `not authorised: ${base} refused the ops token (check OPS_TOKEN or --token)`,
        );
      if (!res.ok) {
        const error = ErrorAnswerSchema.safeParse(json);
        const message = error.success ? error.data.error : `HTTP ${res.status}`;
        if (/ops endpoints are disabled/.test(message)) throw new CliFailure(EXIT.unreachable, `${base}: ${message}`);
        return {
          ok: false,
          status: res.status,
          error: message,
          supportedTargets: error.success ? error.data.supportedTargets : undefined,
        };
      }
      const parsedAnswer = schema.safeParse(json);
      if (!parsedAnswer.success) {
        const issue = parsedAnswer.error.issues[0];
        throw new CliFailure(
          EXIT.unreachable,
          `${base} answered in an unexpected shape (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}); is the server older or newer than this CLI?`,
        );
      }
      return { ok: true, value: parsedAnswer.data };
    },
  };
}

function refused(result: { error: string }): never {
  throw new CliFailure(EXIT.refused, `refused: ${result.error}`);
}

// --------------------------------------------------------------------------------------------
// Formatting

/** Columns padded to their widest cell: the first left-aligned, the rest right (numbers) or left. */
function table(rows: string[][], align: 'numbers' | 'text' = 'numbers'): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === 0 || align === 'text' ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${Math.round((part / whole) * 100)}%`);
const msText = (v: number | null) => (v === null ? '-' : `${Math.round(v)}`);

function statsTable(answer: StatsAnswer): string {
  const codes = Object.keys(answer.sites);
  const s = (code: string) => answer.sites[code]!;
  const upstreamNames = [...new Set(codes.flatMap((c) => Object.keys(s(c).upstreams)))].sort();
  const row = (label: string, f: (x: SiteStats) => string) => [label, ...codes.map((c) => f(s(c)))];
  const rows: string[][] = [
    ['', ...codes],
    row('requests', (x) => String(x.requests)),
    row('4xx / 5xx', (x) => `${x.status4xx} / ${x.status5xx}`),
    row(
      'page cache hit / miss / stale / bypass',
      (x) => `${x.pageCache.hit} / ${x.pageCache.miss} / ${x.pageCache.stale} / ${x.pageCache.bypass}`,
    ),
    row('page cache hit rate (of cacheable)', (x) =>
      pct(x.pageCache.hit + x.pageCache.stale, x.pageCache.hit + x.pageCache.stale + x.pageCache.miss),
    ),
    row(
      'read cache hit / miss / stale-on-error',
      (x) => `${x.readCache.hit} / ${x.readCache.miss} / ${x.readCache.staleOnError}`,
    ),
    row('read cache hit rate', (x) =>
      pct(x.readCache.hit, x.readCache.hit + x.readCache.miss + x.readCache.staleOnError),
    ),
    row('KV shell reads', (x) => String(x.kvShellReads)),
    row('upstream calls', (x) => String(x.upstreamCalls)),
  ];
  for (const name of upstreamNames) {
    rows.push(
      row(`  ${name}: calls / errors / time-outs`, (x) => {
        const u = x.upstreams[name];
        return u ? `${u.calls} / ${u.errors} / ${u.timeouts}` : '-';
      }),
    );
    rows.push(
      row(`  ${name}: p50 / p95 ms`, (x) => {
        const u = x.upstreams[name];
        return u ? `${msText(u.p50Ms)} / ${msText(u.p95Ms)}` : '-';
      }),
    );
  }
  rows.push(row('render p50 / p95 ms', (x) => `${msText(x.renderMs.p50Ms)} / ${msText(x.renderMs.p95Ms)}`));
  const head = [`source: ${answer.source}: ${answer.note}`];
  if (answer.analyticsError) head.push(`(Analytics Engine query failed: ${answer.analyticsError})`);
  return `${head.join('\n')}\n\n${table(rows)}`;
}

/** `{a: {b: 1}}` → `[["a.b", 1]]`; arrays and scalars are leaves. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (!isPlainObject(value)) return prefix ? [[prefix, value]] : [];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const show = (v: unknown) => (v === undefined ? '' : JSON.stringify(v));

function rulesTable(deployed: unknown, override: unknown, effective: unknown): string {
  const d = new Map(flatten(deployed));
  const o = new Map(flatten(override ?? {}));
  const e = new Map(flatten(effective));
  const paths = [...new Set([...d.keys(), ...e.keys(), ...o.keys()])].sort();
  const rows = [
    ['rule', 'deployed', 'override', 'effective'],
    ...paths.map((p) => [`${o.has(p) ? '* ' : '  '}${p}`, show(d.get(p)), show(o.get(p)), show(e.get(p))]),
  ];
  return `${table(rows, 'text')}\n\n* overridden live (rules <site> --reset goes back to the deployed rules)`;
}

function describeChange(entry: HistoryEntry): string {
  const before = new Map(flatten(entry.before ?? {}));
  const after = new Map(flatten(entry.after ?? {}));
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  const changes = paths
    .filter((p) => show(before.get(p)) !== show(after.get(p)))
    .map(
      (p) =>
        `${p}: ${before.has(p) ? show(before.get(p)) : '(deployed)'} → ${after.has(p) ? show(after.get(p)) : '(deployed)'}`,
    );
  return changes.length ? changes.join('; ') : '(no change)';
}

function historyText(entries: HistoryEntry[]): string {
  if (!entries.length) return 'no changes recorded';
  return entries
    .map((e) => {
      const what = e.action === 'undo' ? `undo of #${e.undoes}: ${describeChange(e)}` : describeChange(e);
      return `#${e.id}  ${e.at}  ${e.who}  ${e.action}${e.undoneBy ? ` (undone by #${e.undoneBy})` : ''}  ${what}`;
    })
    .join('\n');
}

// --------------------------------------------------------------------------------------------
// Commands

/** `a.b.c=value` → `{a: {b: {c: value}}}`; the value is JSON when it parses, else text. */
export function patchFromAssignment(assignment: string): Record<string, unknown> {
  const eq = assignment.indexOf('=');
  if (eq <= 0)
    throw new CliFailure(EXIT.refused, `--set ${assignment}: expected path=value, e.g. pageCache.ttlSeconds=30`);
  const path = assignment.slice(0, eq).split('.');
  if (path.some((p) => !/^[A-Za-z0-9_-]+$/.test(p)))
    throw new CliFailure(
      EXIT.refused,
      `--set ${assignment}: the path must be dot-separated names, e.g. upstreamReads.ttlByKind.category`,
    );
  const raw = assignment.slice(eq + 1);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  return path.reduceRight<Record<string, unknown>>(
    (inner, key, i) => (i === path.length - 1 ? { [key]: value } : { [key]: inner }),
    {},
  );
}

async function stats(api: Api, parsed: Parsed, io: OpsIo): Promise<number> {
  const site = parsed.positional[1];
  const query = new URLSearchParams();
  if (site) query.set('site', site);
  const minutes = parsed.flags.get('minutes')?.at(-1);
  if (minutes) query.set('minutes', minutes);
  const result = await api.call('GET', `/stats${query.size ? `?${query}` : ''}`, StatsAnswerSchema);
  if (!result.ok) refused(result);
  io.out(parsed.flags.has('json') ? JSON.stringify(result.value, null, 2) : statsTable(result.value));
  return EXIT.ok;
}

async function rules(api: Api, parsed: Parsed, io: OpsIo): Promise<number> {
  const site = parsed.positional[1];
  if (!site) throw new CliFailure(EXIT.refused, 'rules: which site? e.g. npm run ops -- rules cz');
  const path = `/cache-rules/${encodeURIComponent(site)}`;
  const sets = parsed.flags.get('set') ?? [];
  const modes = [
    sets.length > 0,
    parsed.flags.has('reset'),
    parsed.flags.has('history'),
    parsed.flags.has('undo'),
  ].filter(Boolean);
  if (modes.length > 1)
    throw new CliFailure(EXIT.refused, 'rules: use one of --set, --reset, --history, --undo at a time');

  if (parsed.flags.has('history')) {
    const result = await api.call('GET', `${path}/history`, HistoryAnswerSchema);
    if (!result.ok) refused(result);
    io.out(parsed.flags.has('json') ? JSON.stringify(result.value, null, 2) : historyText(result.value.entries));
    return EXIT.ok;
  }
  if (parsed.flags.has('undo')) {
    const result = await api.call('POST', `${path}/undo`, UndoAnswerSchema);
    if (!result.ok) refused(result);
    io.out(
      `undid #${result.value.undone.id} (${result.value.undone.action} by ${result.value.undone.who} at ${result.value.undone.at}): ${describeChange({ ...result.value.undone, before: result.value.undone.after, after: result.value.undone.before })}`,
    );
    return EXIT.ok;
  }
  if (parsed.flags.has('reset')) {
    const result = await api.call('DELETE', path, RulesChangeAnswerSchema);
    if (!result.ok) refused(result);
    io.out(`${site}: override dropped; the deployed rules apply (undo with: rules ${site} --undo)`);
    return EXIT.ok;
  }

  const current = await api.call('GET', path, RulesAnswerSchema);
  if (!current.ok) refused(current);
  if (sets.length === 0) {
    const { deployed, override, effective } = current.value;
    io.out(
      parsed.flags.has('json') ? JSON.stringify(current.value, null, 2) : rulesTable(deployed, override, effective),
    );
    return EXIT.ok;
  }
  // The same merge and schema as the API, before anything is sent.
  const patch = sets.map(patchFromAssignment).reduce<unknown>((acc, p) => deepMerge(acc, p), {});
  const checked = mergeCacheRules(current.value.deployed, deepMerge(current.value.override ?? {}, patch));
  if (!checked.ok) throw new CliFailure(EXIT.refused, `refused: ${checked.message}`);
  const result = await api.call('PATCH', path, RulesChangeAnswerSchema, patch);
  if (!result.ok) refused(result);
  const before = new Map(flatten(current.value.effective));
  const changed = flatten(result.value.effective).filter(([p, v]) => show(before.get(p)) !== show(v));
  io.out(
    changed.length
      ? `${site}: ${changed.map(([p, v]) => `${p} ${show(before.get(p))} → ${show(v)}`).join('; ')}`
      : `${site}: no change (the rules already said so)`,
  );
  return EXIT.ok;
}

const PURGE_FLAGS = ['pages', 'shell', 'urls'] as const;

async function purge(api: Api, parsed: Parsed, io: OpsIo): Promise<number> {
  const site = parsed.positional[1];
  if (!site) throw new CliFailure(EXIT.refused, 'purge: which site? e.g. npm run ops -- purge cz --pages');
  const targets = PURGE_FLAGS.filter((f) => parsed.flags.has(f));
  if (!targets.length) throw new CliFailure(EXIT.refused, 'purge: say what to purge: --pages, --shell and/or --urls');
  const result = await api.call('POST', '/purge', PurgeAnswerSchema, { domain: site, targets });
  if (!result.ok) {
    const missing = result.supportedTargets ? targets.filter((t) => !result.supportedTargets!.includes(t)) : [];
    if (missing.length)
      throw new CliFailure(
        EXIT.refused,
        `refused: the server does not support purging ${missing.join(', ')} (it can purge ${result.supportedTargets!.join(', ')}); nothing was purged`,
      );
    refused(result);
  }
  const v = result.value;
  io.out(
    `${v.domain}: purged ${v.purged.join(', ')}${v.deletedKvKeys ? ` (${v.deletedKvKeys} KV keys deleted)` : ''}${v.pageCacheGeneration ? ` (page cache generation ${v.pageCacheGeneration})` : ''}`,
  );
  return EXIT.ok;
}

function productFactsText(answer: ProductFactsAnswer): string {
  const head = `${answer.domain}: ${answer.lacking.length} of ${answer.checked} products lack product-safety facts (locales ${answer.locales.join(', ')})`;
  if (!answer.lacking.length) return head;
  const rows = [
    ['id', 'code', 'brand', 'lacks', 'name', 'path'],
    ...answer.lacking.map((p) => [
      String(p.id),
      p.code,
      p.brand ?? '-',
      p.gaps.map((g) => `${g.locale}: ${g.missing.join(', ')}`).join('; '),
      p.name,
      p.path ?? '-',
    ]),
  ];
  return `${head}\n\n${table(rows, 'text')}`;
}

async function productFacts(api: Api, parsed: Parsed, io: OpsIo): Promise<number> {
  const site = parsed.positional[1];
  if (!site) throw new CliFailure(EXIT.refused, 'product-facts: which site? e.g. npm run ops -- product-facts sk');
  const result = await api.call('GET', `/product-facts/${encodeURIComponent(site)}`, ProductFactsAnswerSchema);
  if (!result.ok) refused(result);
  io.out(parsed.flags.has('json') ? JSON.stringify(result.value, null, 2) : productFactsText(result.value));
  return EXIT.ok;
}

/** Runs one CLI invocation; returns the exit code. */
export async function runOps(argv: string[], io: OpsIo): Promise<number> {
  try {
    const parsed = parseArgs(argv);
    const command = parsed.positional[0];
    if (parsed.flags.has('help') || !command || command === 'help') {
      io.out(HELP);
      return command || parsed.flags.has('help') ? EXIT.ok : EXIT.refused;
    }
    if (!['stats', 'rules', 'purge', 'product-facts', 'claims'].includes(command))
      throw new CliFailure(EXIT.refused, `unknown command ${command} (see --help)`);
    const api = connect(parsed, io);
    if (command === 'stats') return await stats(api, parsed, io);
    if (command === 'rules') return await rules(api, parsed, io);
    if (command === 'product-facts') return await productFacts(api, parsed, io);
    if (command === 'claims') {
      const code = await claimsCommand({
        site: parsed.positional[1],
        json: parsed.flags.has('json'),
        call: async (path) => {
          const result = await api.call('GET', path, z.unknown());
          return result.ok ? { ok: true, value: result.value } : { ok: false, error: result.error };
        },
        out: io.out,
      });
      if (typeof code === 'string') throw new CliFailure(EXIT.refused, code);
      return code;
    }
    return await purge(api, parsed, io);
  } catch (e) {
    if (e instanceof CliFailure) {
      io.err(e.message);
      return e.code;
    }
    throw e;
  }
}
