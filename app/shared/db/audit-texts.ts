import { dayText } from '../time/calendar-days';

/**
 * The sentence for one audit action, from the entry's details and the name of the member it was about (the name the
 * entry recorded, else the member's current name, else "a former member (record N)").
 */
export type AuditText = (details: Record<string, unknown>, name: string) => string;

/** What a feature's `audit-texts.ts` exports as `auditTexts`: a sentence for each action it records. */
export type AuditTexts = Readonly<Record<string, AuditText>>;

/** The features' texts as `import.meta.glob` reads them, keyed by file, in one map; an action described twice throws. */
export function joinAuditTexts(modules: Record<string, AuditTexts>): ReadonlyMap<string, AuditText> {
  const texts = new Map<string, AuditText>();
  const from = new Map<string, string>();
  for (const [file, auditTexts] of Object.entries(modules)) {
    for (const [action, text] of Object.entries(auditTexts)) {
      const other = from.get(action);
      if (other) throw new Error(`The audit action '${action}' is described twice: ${other} and ${file}.`);
      texts.set(action, text);
      from.set(action, file);
    }
  }
  return texts;
}

/** A count in an entry's details: a list's length, else the number. */
export const auditCount = (value: unknown) => (Array.isArray(value) ? value.length : Number(value ?? 0));

/** A day in an entry's details, as "January 1, 2027". */
export const auditDay = (value: unknown) => (typeof value === 'string' ? dayText(value) : 'an unknown day');
