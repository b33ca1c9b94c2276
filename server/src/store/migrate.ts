import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

/** Where the .sql files are: beside this module in source, beside the bundle in dist/. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.split('_')[0]),
      name: f,
      sql: readFileSync(`${dir}/${f}`, 'utf8'),
    }));
}

/**
 * Applies the migrations the store has not seen, each in its own transaction. On PostgreSQL an
 * advisory lock keeps two starting servers from migrating at once.
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(774411)');
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (r) => r.version,
      ),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      // Statements of one file run one by one so both engines accept the script in a transaction.
      for (const stmt of splitStatements(m.sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.version);
    }
    return applied;
  });
}

/**
 * Splits a migration script into statements on semicolons at line ends, dropping comment lines
 * and blanks. A semicolon inside a dollar-quoted body (a function) does not split.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of sql.split('\n')) {
    if (!quoted && line.trim().startsWith('--')) continue;
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;\s*$/, ''));
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements.filter((s) => s.length > 0);
}
