/**
 * Makes a fresh D1 usable on the first request: migrate, then seed (catalogue + fixtures), so
 * `npm run dev` on a fresh clone needs no extra step. Concurrency: within an isolate one promise is
 * shared; across isolates the seed_state row is a lock (inserted as 'running' by exactly one request,
 * others wait for 'done'). A run that died mid-way is taken over after STALE_MS. Changing DEMO_PRODUCTS
 * re-seeds the catalogue tables (users, carts and orders stay).
 */
import { seedCatalog } from '../seed/seed-catalog';
import { seedFixtures } from '../seed/seed-fixtures';
import { applyEmbeddedMigrations } from './apply-migrations';
import { EMBEDDED_MIGRATIONS } from './embedded-migrations';

const STALE_MS = 10 * 60_000;
const POLL_MS = 150;

export interface SeedReport {
  products: number;
  ms: number;
  at: string;
}
/** The last seeding done by this isolate (for /__demo/seed and the dev log). */
export let lastSeedReport: SeedReport | null = null;

let inflight: Promise<void> | null = null;

export function demoProductCount(raw: string | undefined): number {
  const n = Number(raw ?? '300');
  return Number.isInteger(n) && n > 0 ? Math.min(n, 200_000) : 300;
}

/**
 * One indexed single-row read per request instead of an in-memory "ready" flag: test runners reset
 * D1 between files while the isolate (and its module state) lives on, and a flag would then lie.
 */
async function isReady(db: D1Database, products: number): Promise<boolean> {
  try {
    // Also counts applied migrations: a database seeded before a new migration must still get it.
    const state = await db
      .prepare(
        'SELECT status, products, (SELECT COUNT(*) FROM d1_migrations) AS migrations FROM seed_state WHERE id = 1',
      )
      .first<{ status: string; products: number; migrations: number }>();
    return state?.status === 'done' && state.products === products && state.migrations === EMBEDDED_MIGRATIONS.length;
  } catch {
    return false; // no schema yet
  }
}

export async function ensureDatabase(db: D1Database, products: number): Promise<void> {
  if (await isReady(db, products)) return;
  inflight ??= prepare(db, products).finally(() => {
    inflight = null;
  });
  await inflight;
}

async function prepare(db: D1Database, products: number): Promise<void> {
  try {
    await applyEmbeddedMigrations(db);
  } catch (error) {
    // Another isolate may have migrated at the same moment; if so the second attempt finds it done.
    await new Promise((r) => setTimeout(r, POLL_MS));
    await applyEmbeddedMigrations(db).catch(() => {
      throw error;
    });
  }
  for (;;) {
    const state = await db
      .prepare('SELECT status, products, started_at FROM seed_state WHERE id = 1')
      .first<{ status: string; products: number; started_at: number }>();
    const now = Date.now();
    let won = false;
    if (!state) {
      const r = await db
        .prepare("INSERT OR IGNORE INTO seed_state (id, status, products, started_at) VALUES (1, 'running', ?, ?)")
        .bind(products, now)
        .run();
      won = r.meta.changes === 1;
    } else if (state.status === 'done' && state.products === products) {
      return;
    } else if (state.status === 'done' || now - state.started_at > STALE_MS) {
      // Compare-and-swap on the old row, so only one request takes over.
      const r = await db
        .prepare(
          "UPDATE seed_state SET status = 'running', products = ?, started_at = ? WHERE id = 1 AND status = ? AND started_at = ?",
        )
        .bind(products, now, state.status, state.started_at)
        .run();
      won = r.meta.changes === 1;
    }
    if (won) {
      const timing = await seedCatalog(db, products);
      await seedFixtures(db);
      const ms = Date.now() - now;
      await db
        .prepare("UPDATE seed_state SET status = 'done', finished_at = ?, duration_ms = ? WHERE id = 1")
        .bind(Date.now(), ms)
        .run();
      lastSeedReport = { products, ms, at: new Date().toISOString() };
      console.log(`[demo-backend] seeded ${products} products in ${timing.ms} ms (with fixtures ${ms} ms)`);
      return;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
