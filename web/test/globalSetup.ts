import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/src/store/migrate';
import { openPglite } from '../../server/src/store/pglite';
import { listenOnLoopback } from '../../server/test/listen';

declare module 'vitest' {
  export interface ProvidedContext {
    apiBaseUrl: string;
  }
}

/**
 * The web app's component tests talk to the real server: one app on a fresh PGlite store with
 * the embedded identity provider, listening on loopback for the whole run. Each test signs up its
 * own account (test/session.ts), so tests never see each other's projects.
 */
export default async function setup(project: TestProject) {
  const db = await openPglite();
  await migrate(db);
  const { app, baseUrl } = await listenOnLoopback({
    db,
    description: 'web test PGlite',
    close: () => db.close(),
  });
  project.provide('apiBaseUrl', baseUrl);
  return async () => {
    await app.close();
    await db.close();
  };
}
