import { EMBEDDED_MIGRATIONS } from './embedded-migrations';

/**
 * Applies the embedded copies of migrations/*.sql that are not yet recorded, using the same
 * `d1_migrations` table as `wrangler d1 migrations apply` and the vitest plugin's applyD1Migrations,
 * so a database migrated by either is recognised here and not migrated twice.
 */
export async function applyEmbeddedMigrations(db: D1Database): Promise<number> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run();
  const applied = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
  const done = new Set(applied.results.map((r) => r.name));
  let count = 0;
  for (const migration of EMBEDDED_MIGRATIONS) {
    if (done.has(migration.name)) continue;
    // One batch = one transaction: a migration applies completely or not at all. The INSERT OR IGNORE
    // makes a concurrent second migrator fail on the CREATE TABLEs instead of double-recording.
    await db.batch([
      ...migration.queries.map((q) => db.prepare(q)),
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name),
    ]);
    count++;
  }
  return count;
}
