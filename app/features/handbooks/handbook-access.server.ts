/** Who may edit a handbook and who holds a position, read from officer terms on the chapter's today. */
import { now } from '../../shared/runtime/clock.server';
import { chapterToday } from '../../shared/members/current-position.server';
import { covers } from '../officer-terms';
import { currentPosition, positionHistory } from '../officer-terms/index.server';
import { mayEdit } from './handbook-rules';

/** Whether the member may edit the position's handbook today: its holder, the Regent or the Webmaster. */
export async function mayEditHandbook(memberId: number, position: string): Promise<boolean> {
  return mayEdit(await currentPosition(memberId, now()), position);
}

/** The name of the member who holds the position today, or null. */
export async function holderToday(position: string): Promise<string | null> {
  const today = chapterToday();
  return (await positionHistory(position)).find((term) => covers(term, today))?.memberName ?? null;
}
