/**
 * The chapter's Regents by year for the about page, from the Regent's terms: public, so names and years only. A
 * term set for later is not shown until it begins.
 */
export interface RegentTerm {
  memberName: string;
  startsOn: string;
  endsOn: string | null;
}

export interface RegentYears {
  years: string;
  name: string;
}

const year = (day: string) => day.slice(0, 4);

/** Newest first: "since 2026" for the Regent in office today, "2025" or "2023–2024" for the ones before. */
export function regentsByYear(terms: readonly RegentTerm[], today: string): RegentYears[] {
  return terms
    .filter((term) => term.startsOn <= today)
    .toSorted((a, b) => b.startsOn.localeCompare(a.startsOn))
    .map((term) => {
      const current = term.endsOn === null || term.endsOn >= today;
      const first = year(term.startsOn);
      const last = current ? null : year(term.endsOn as string);
      return {
        name: term.memberName,
        years: last === null ? `since ${first}` : first === last ? first : `${first}–${last}`,
      };
    });
}
