import { MAX_EVENT_NAME } from './event-limits';
import { EVENT_MESSAGES } from '../messages';

/** Two event names are the same when they differ only in case or surrounding spaces. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why an event's name cannot be used, or null when it can: it is empty, longer than MAX_EVENT_NAME once trimmed,
 * or names another event (the points sheet has a column per event, and two columns of one name would be confused).
 * `existing` holds the other events' names (without the event being renamed).
 */
export function eventNameProblem(name: string, existing: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return EVENT_MESSAGES.eventNameMissing;
  if (trimmed.length > MAX_EVENT_NAME) return EVENT_MESSAGES.eventNameTooLong(trimmed.length);
  const taken = existing.find((other) => sameName(other, trimmed));
  return taken === undefined ? null : EVENT_MESSAGES.eventNameTaken(taken);
}
