/**
 * The store's connection, whichever engine runs it. Both engines speak PostgreSQL; the rest of
 * the server only ever sees this interface.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all its writes land, or none do. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
