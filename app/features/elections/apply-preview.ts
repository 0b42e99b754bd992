/**
 * What 'Apply results' will do, read from the page's races: the term each position's latest round gives its
 * winner, the winners who cannot take their position on the first day (and why), and the positions left without a
 * winner. The server decides again when it applies, with the same rule; this is what the officer confirms.
 */
import { assignmentText, covers, planBoard, type BoardChange, type OfficerTerm } from '../officer-terms/index';
import { dayText } from '../../shared/time/calendar-days';
import { ELECTION_MESSAGES } from './messages';
import type { RaceResult } from './race-result';

interface Race {
  position: string;
  round: number;
  published: boolean;
  result: RaceResult | null;
}

/**
 * A winner as the server found them: still active or not, the position they hold on the first day, and their latest
 * term set to begin from that day on.
 */
export interface WinnerStanding {
  memberId: number;
  active: boolean;
  holdsOnFirstDay: string | null;
  laterTerm: { position: string; startsOn: string } | null;
}

/** A term as `standingsOn` reads it: whose, which position, from and to which day. */
type TermDays = Pick<OfficerTerm, 'memberId' | 'position' | 'startsOn' | 'endsOn'>;

/**
 * Each winner's standing on the first day itself, from their terms: the position they hold that day and their latest
 * term beginning on it or later. The server (applying, confirming) and the election page (its dialogs) both judge the
 * winners with this, so the page lists exactly the terms the server starts and ends.
 */
export function standingsOn(
  winners: readonly { memberId: number; active: boolean }[],
  terms: readonly TermDays[],
  day: string,
): WinnerStanding[] {
  return winners.map(({ memberId, active }) => {
    const later = terms
      .filter((term) => term.memberId === memberId && term.startsOn >= day)
      .sort((a, b) => b.startsOn.localeCompare(a.startsOn))[0];
    return {
      memberId,
      active,
      holdsOnFirstDay: terms.find((term) => term.memberId === memberId && covers(term, day))?.position ?? null,
      laterTerm: later ? { position: later.position, startsOn: later.startsOn } : null,
    };
  });
}

/**
 * Why a winner gets no new term from `startsOn`, or null: an alumnus holds no position; a re-elected officer who
 * holds the position on that day already carries on in it; and a term of theirs already set to begin on or after
 * that day is never cut silently (officer terms refuse it).
 */
export function passedOverWhy(
  winner: { name: string; position: string },
  standing: WinnerStanding | undefined,
  startsOn: string,
): string | null {
  if (!standing) return null;
  if (!standing.active) return ELECTION_MESSAGES.winnerNotActive(winner.name, winner.position);
  if (standing.holdsOnFirstDay === winner.position)
    return ELECTION_MESSAGES.winnerCarriesOn(winner.name, winner.position);
  const later = standing.laterTerm;
  if (later && later.startsOn >= startsOn) {
    return ELECTION_MESSAGES.winnerHasLaterTerm(winner.name, winner.position, {
      position: later.position,
      startsOn: dayText(later.startsOn),
    });
  }
  return null;
}

export interface ApplyPreview {
  terms: { position: string; name: string; memberId: number }[];
  /** Winners who cannot take their position from the first day: their positions are assigned by hand. */
  passedOver: { position: string; why: string }[];
  open: string[];
  /** Positions whose latest round is not published yet: nothing can be applied until it is. */
  waiting: string[];
}

export function applyPreview(
  races: readonly Race[],
  standings: readonly WinnerStanding[] = [],
  startsOn = '',
): ApplyPreview {
  const latest = new Map<string, Race>();
  for (const race of races) {
    const seen = latest.get(race.position);
    if (!seen || seen.round < race.round) latest.set(race.position, race);
  }
  const preview: ApplyPreview = { terms: [], passedOver: [], open: [], waiting: [] };
  for (const race of latest.values()) {
    if (!race.published || !race.result) preview.waiting.push(race.position);
    else if (race.result.outcome.kind === 'winner') {
      const { name, memberId } = race.result.outcome.winner;
      const why = passedOverWhy(
        { name, position: race.position },
        standings.find((s) => s.memberId === memberId),
        startsOn,
      );
      if (why) preview.passedOver.push({ position: race.position, why });
      else preview.terms.push({ position: race.position, name, memberId });
    } else preview.open.push(race.position);
  }
  return preview;
}

/**
 * Every term applying the preview from `startsOn` starts and ends, a sentence per new term ("Ana Beta is Webmaster
 * from .... Wes Tau's term as Webmaster ends on ..."), judged on the terms running from today on as officer terms
 * will judge them; or the sentence of the first refusal.
 */
export function boardLines(
  preview: ApplyPreview,
  terms: readonly OfficerTerm[],
  startsOn: string,
): { ok: true; lines: string[]; changes: BoardChange[] } | { ok: false; message: string } {
  const plan = planBoard(
    preview.terms.map((term) => ({
      memberId: term.memberId,
      memberName: term.name,
      position: term.position,
      startsOn,
    })),
    terms,
  );
  return plan.ok
    ? { ok: true, lines: plan.value.map((change) => assignmentText(change.start, change.ended)), changes: plan.value }
    : { ok: false, message: plan.message };
}
