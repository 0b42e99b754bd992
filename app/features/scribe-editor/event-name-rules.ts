import { SCRIBE_MESSAGES } from './messages';
import { MAX_EVENT_NAME } from './points-sheet-rules';

/** Two event names are the same when they differ only in case or surrounding spaces. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why a new event's name cannot be used, or null when it can: it is empty, longer than MAX_EVENT_NAME once trimmed,
 * or names an event already on the sheet (two columns of one name would take each other's points).
 */
export function eventNameProblem(name: string, existing: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return SCRIBE_MESSAGES.eventNameMissing;
  if (trimmed.length > MAX_EVENT_NAME) return SCRIBE_MESSAGES.eventNameTooLong(trimmed.length);
  const taken = existing.find((other) => sameName(other, trimmed));
  return taken === undefined ? null : SCRIBE_MESSAGES.eventNameTaken(taken);
}
