/** Who may edit a handbook and who holds a position, read from officer terms on the chapter's today. */
import { now } from '../../shared/time/clock.server';
import { chapterToday } from '../../shared/members/current-position.server';
import { covers } from '../officer-terms';
import { currentPosition, positionHistory } from '../officer-terms/index.server';
import { mayEdit } from './handbook-rules';

/** Whether the member may edit the position's handbook today: its holder, the Regent or the Webmaster. */
export async function mayEditHandbook(memberId: number, position: string): Promise<boolean> {
  return mayEdit(await currentPosition(memberId, now()), position);
}

export interface Holders {
  /** Who holds the position today, or null. */
  today: string | null;
  /** Who takes it next from a later day (a board set in advance), or null. */
  next: { name: string; startsOn: string } | null;
}

/** Who holds the position today and who takes it next, from its terms. */
export async function holdersOf(position: string): Promise<Holders> {
  const today = chapterToday();
  const history = await positionHistory(position);
  // Newest first: the last term starting after today is the soonest.
  const next = history.filter((term) => term.startsOn > today).at(-1);
  return {
    today: history.find((term) => covers(term, today))?.memberName ?? null,
    next: next ? { name: next.memberName, startsOn: next.startsOn } : null,
  };
}
