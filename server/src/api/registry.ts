import type { CallName, CallParsed, CallResult, User } from '@trellis/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Engine } from '../planner/engine';
import type { Db } from '../store/db';

/** What a call's handler gets besides its input. */
export interface CallContext {
  db: Db;
  user: User;
  log: FastifyBaseLogger;
  /** True when this request created the user row (the account's first call). */
  firstSeen: boolean;
  /** The planning engine (PLANNER). */
  engine: Engine;
}

/** A result that is already JSON text (the graph read): sent as it is, never re-serialised. */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface CallHandler<N extends CallName = CallName, I = CallParsed<N>> {
  name: N;
  /**
   * Validates the body. Defaults to the call's contract; the batch calls validate item by item
   * so that continue_on_error can report bad items instead of rejecting the batch.
   */
  parse?: (body: unknown) => I;
  /**
   * Whether the call runs the planning engine (stricter rate limit): true, or a test of the
   * request body (add_question runs it only without a text).
   */
  runsEngine?: true | ((body: unknown) => boolean);
  /**
   * Whether the call takes an Idempotency-Key header: a write whose whole work runs in the
   * store's transactions (no engine), so its answer can be stored with its writes.
   */
  idempotent?: true;
  run: (input: I, ctx: CallContext) => Promise<CallResult<N> | RawJson>;
}

/** Declares a call's handler; the name ties it to its contract in core. */
export function defineCall<N extends CallName, I = CallParsed<N>>(
  handler: CallHandler<N, I>,
): CallHandler<N, I> {
  return handler;
}
