/**
 * What 'Apply results' will do, read from the page's races: the term each position's latest round gives its
 * winner, and the positions left without one. The server decides again when it applies; this is what the officer
 * confirms.
 */
import type { RaceResult } from './race-result';

interface Race {
  position: string;
  round: number;
  published: boolean;
  result: RaceResult | null;
}

export interface ApplyPreview {
  terms: { position: string; name: string }[];
  open: string[];
  /** Positions whose latest round is not published yet: nothing can be applied until it is. */
  waiting: string[];
}

export function applyPreview(races: readonly Race[]): ApplyPreview {
  const latest = new Map<string, Race>();
  for (const race of races) {
    const seen = latest.get(race.position);
    if (!seen || seen.round < race.round) latest.set(race.position, race);
  }
  const preview: ApplyPreview = { terms: [], open: [], waiting: [] };
  for (const race of latest.values()) {
    if (!race.published || !race.result) preview.waiting.push(race.position);
    else if (race.result.outcome.kind === 'winner') {
      preview.terms.push({ position: race.position, name: race.result.outcome.winner.name });
    } else preview.open.push(race.position);
  }
  return preview;
}
