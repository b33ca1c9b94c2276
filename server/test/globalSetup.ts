import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/store/migrate';
import { openPglite } from '../src/store/pglite';
import { openPostgres } from '../src/store/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

export const PG_TEMPLATE_DB = 'trellis_test_template';

/**
 * Once per run: a migrated PGlite data directory dumped to a file (opening and migrating a
 * fresh PGlite takes seconds; loading the dump takes a fraction), and, when TEST_DATABASE_URL
 * names a PostgreSQL server, a migrated template database there to clone per test file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-test-'));
  const db = await openPglite();
  await migrate(db);
  const dump = await db.pglite.dumpDataDir('none');
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', url ?? null);
  if (url) {
    const admin = await openPostgres(url, 1);
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.close();
    const tpl = await openPostgres(withDatabase(url, PG_TEMPLATE_DB), 1);
    await migrate(tpl);
    await tpl.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.href;
}
