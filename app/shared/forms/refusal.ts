import type { FieldErrors } from './action-result';

/**
 * Statuses of a refused change: 400 bad input, 403 not allowed, 404 the record is gone, 409 someone else changed it
 * first, 413 too large, 415 not sent the way the page sends it, 500 it could not be stored, 503 busy (Retry-After).
 */
export type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 415 | 500 | 503;

export interface RefusalDetails {
  /** The form's fields to mark, each with its first problem. */
  errors?: FieldErrors;
  headers?: HeadersInit;
  /** What the page needs beside the sentence, for example the rows of a refused file. */
  extra?: Record<string, unknown>;
}

/**
 * Why a change was not made. Server code throws it: the transaction it leaves rolls back, and the action's
 * `answering` turns it into the form's answer.
 */
export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Refuses the change under way; see `Refusal`. */
export function refuse(status: RefusalStatus, message: string, details?: RefusalDetails): never {
  throw new Refusal(status, message, details);
}
