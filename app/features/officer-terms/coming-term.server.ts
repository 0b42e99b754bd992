import { chapterDay } from '../../shared/time/chapter-day';
import { comingTermOf, type ComingTerm } from './coming-term';
import { termsOfMember } from './officer-terms.server';

/** The soonest position a member takes on a later day in Los Angeles, counted from `now` (see coming-term.ts). */
export async function comingTerm(memberId: number, now: Date): Promise<ComingTerm | null> {
  return comingTermOf(await termsOfMember(memberId), memberId, chapterDay(now));
}
