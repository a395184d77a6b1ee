import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { KEEP_MS } from './catalog-changes';

// The catalogue change log (issue 51): one Durable Object with SQLite storage, the one strongly
// consistent place every isolate in every location asks. The webhook appends to it; isolates ask it
// for what changed after the version they last saw (worker/cache/catalog-changes.ts).
//
// - An append is one synchronous SQLite transaction inside the object: concurrent calls are applied
//   one after another, none overwrites another, and a 202 is only sent once the transaction committed.
// - One row per changed id (products and categories alike: a copy shows either as `"id":<n>`), with the
//   time of its latest change and the version that wrote it: repeated ids and replayed calls do not
//   grow the log, and the log never holds more than MAX_IDS rows. Rows older than KEEP_MS expire (no
//   copy is served fresh that long); when the bound pushes out a younger row, `floor` says up to when
//   the log is incomplete, and copies made before it count as changed (a correct answer over a fast one).
// - Deliveries (the signature of each accepted call) are remembered for REPLAY_WINDOW_MS, longer than
//   the hook's timestamp window: a captured call sent again is refused, atomically with the append.

/** The log's bound, in ids: past it the oldest go and `floor` rises (every older copy renders again). */
export const MAX_IDS = 20_000;
/** How long an accepted delivery is remembered: longer than the hook's ±300 s timestamp window. */
export const REPLAY_WINDOW_MS = 15 * 60 * 1000;

export interface ChangesSince {
  /** Which log this is (set when the object first ran): versions count within one epoch only. */
  epoch: number;
  /** The log's version now: ask with it next time. */
  version: number;
  /** Copies made before this time (ms) may show a change the log no longer holds (0: none). */
  floor: number;
  /** [id, at] of every id changed after the asked version; all of them when the version is unknown here. */
  changes: [number, number][];
  /** True when the asked epoch and version were not this log's (first ask, a reset object): the whole log. */
  whole: boolean;
}

export type AppendResult = { stored: true; version: number } | { stored: false; reason: 'replay' };

type MetaName = 'epoch' | 'version' | 'floor';

export class CatalogChangeStore extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS changed (
      id INTEGER PRIMARY KEY, at INTEGER NOT NULL, version INTEGER NOT NULL)`);
    this.sql.exec('CREATE INDEX IF NOT EXISTS changed_by_version ON changed (version)');
    this.sql.exec('CREATE INDEX IF NOT EXISTS changed_by_at ON changed (at)');
    this.sql.exec('CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value INTEGER NOT NULL)');
    this.sql.exec('CREATE TABLE IF NOT EXISTS deliveries (delivery TEXT PRIMARY KEY, at INTEGER NOT NULL)');
    if (this.meta('epoch') === 0) this.setMeta('epoch', Date.now());
  }

  private meta(name: MetaName): number {
    const row = this.sql.exec<{ value: number }>('SELECT value FROM meta WHERE name = ?', name).toArray()[0];
    return row?.value ?? 0;
  }

  private setMeta(name: MetaName, value: number): void {
    this.sql.exec(
      'INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
      name,
      value,
    );
  }

  /**
   * Stores one accepted call: `ids` changed at `at` (the hook's clock, the one copies are stamped
   * with), `delivery` names the call (its signature). All or nothing; a delivery seen within
   * REPLAY_WINDOW_MS is refused and changes nothing.
   */
  async append(ids: number[], at: number, delivery: string): Promise<AppendResult> {
    return this.ctx.storage.transactionSync((): AppendResult => {
      this.sql.exec('DELETE FROM deliveries WHERE at < ?', at - REPLAY_WINDOW_MS);
      const seen = this.sql.exec('SELECT 1 FROM deliveries WHERE delivery = ?', delivery).toArray().length > 0;
      if (seen) return { stored: false, reason: 'replay' };
      this.sql.exec('INSERT INTO deliveries (delivery, at) VALUES (?, ?)', delivery, at);
      const version = this.meta('version') + 1;
      this.setMeta('version', version);
      for (const id of new Set(ids))
        this.sql.exec(
          `INSERT INTO changed (id, at, version) VALUES (?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET at = max(at, excluded.at), version = excluded.version`,
          id,
          at,
          version,
        );
      this.sql.exec('DELETE FROM changed WHERE at < ?', at - KEEP_MS);
      const count = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM changed').one().n;
      if (count > MAX_IDS) {
        // The oldest rows past the bound go; copies made before the newest of them count as changed.
        const cut = this.sql
          .exec<{ at: number }>('SELECT at FROM changed ORDER BY at DESC LIMIT 1 OFFSET ?', MAX_IDS)
          .one().at;
        this.sql.exec('DELETE FROM changed WHERE at <= ?', cut);
        this.setMeta('floor', Math.max(this.meta('floor'), cut));
      }
      return { stored: true, version };
    });
  }

  /** What changed after `version` of `epoch` (another epoch, or a version this log never had: the whole log). */
  async since(epoch: number, version: number): Promise<ChangesSince> {
    const [current, ours] = [this.meta('version'), this.meta('epoch')];
    const whole = epoch !== ours || version <= 0 || version > current;
    const rows = this.sql
      .exec<{ id: number; at: number }>('SELECT id, at FROM changed WHERE version > ?', whole ? 0 : version)
      .toArray();
    return { epoch: ours, version: current, floor: this.meta('floor'), changes: rows.map((r) => [r.id, r.at]), whole };
  }
}
