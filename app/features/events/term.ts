/** The chapter's terms: which one holds an instant, and its start and end, in the chapter's time zone. */
import { chapter, TERMS } from '../../config/chapter';
import { dateInZone, zonedTimeToInstant } from '../../shared/time/time-zone';

export interface Term {
  /** "Fall 2026". */
  name: string;
  /** "2026-fall": how the officers' term picker names it in the address. */
  key: string;
  /** Midnight of its first day in the chapter's time zone. */
  startsAt: Date;
  /** The next term's start: the term holds the instants before it. */
  endsAt: Date;
}

interface TermStart {
  readonly name: string;
  /** MM-DD. */
  readonly starts: string;
}

const startOf = (year: number, term: TermStart, timeZone: string) =>
  zonedTimeToInstant(`${year}-${term.starts}T00:00`, timeZone);

function termOf(year: number, index: number, terms: readonly TermStart[], timeZone: string): Term {
  const term = terms[index] as TermStart;
  const next = index + 1 < terms.length ? { year, term: terms[index + 1] } : { year: year + 1, term: terms[0] };
  return {
    name: `${term.name} ${year}`,
    key: `${year}-${term.name.toLowerCase()}`,
    startsAt: startOf(year, term, timeZone),
    endsAt: startOf(next.year, next.term as TermStart, timeZone),
  };
}

/**
 * The term holding an instant: the last term start on or before its calendar date in the chapter's time zone
 * (before the year's first start, the previous year's last term). `terms` are in calendar order.
 */
export function termAt(instant: Date, terms: readonly TermStart[] = TERMS, timeZone: string = chapter.timeZone): Term {
  const date = dateInZone(instant, timeZone);
  const year = Number(date.slice(0, 4));
  const monthDay = date.slice(5);
  const index = terms.findLastIndex((t) => t.starts <= monthDay);
  return index >= 0 ? termOf(year, index, terms, timeZone) : termOf(year - 1, terms.length - 1, terms, timeZone);
}

/** The term just before one. */
export function termBefore(term: Term, terms: readonly TermStart[] = TERMS, timeZone: string = chapter.timeZone): Term {
  return termAt(new Date(term.startsAt.getTime() - 1), terms, timeZone);
}

/** The term holding `now` and the `count - 1` before it, newest first: what the officers may pick from. */
export function recentTerms(now: Date, count: number): Term[] {
  const list = [termAt(now)];
  while (list.length < count) list.push(termBefore(list[list.length - 1] as Term));
  return list;
}

/** How many terms the officers' attendance page offers: this one and the three before it, a year back. */
export const TERM_CHOICES = 4;

/** The term an address names (`?term=2026-fall`) among the recent ones; this term when it names none of them. */
export function chosenTerm(key: string | null, now: Date): { term: Term; choices: Term[] } {
  const choices = recentTerms(now, TERM_CHOICES);
  return { term: choices.find((t) => t.key === key) ?? (choices[0] as Term), choices };
}
