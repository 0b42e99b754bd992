import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { members, terms } from '../../../db/schema';
import { inTransaction } from '../../shared/db/transaction.server';
import { StartRefusal } from '../../shared/runtime/start-refusal';
import { fullName } from '../../shared/members/full-name';
import { chapterDay } from '../../shared/time/chapter-day';
import { assignWithin, lockTerms } from '../officer-terms/index.server';

/** The position that holds every officer tool, and so can add everyone else in User Management. */
const WEBMASTER = 'Webmaster';

/** A refusal of the command, in words for the person at the server: printed alone, as a refused start is. */
export class FirstWebmasterError extends StartRefusal {}

/** What the command takes: the Google account's email, and a name until the member edits their own profile. */
export const firstWebmasterInput = z.object({
  email: z
    .email({ error: 'Give the email of the Google account the Webmaster signs in with.' })
    .transform((e) => e.toLowerCase()),
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().max(60),
});
export type FirstWebmasterInput = z.infer<typeof firstWebmasterInput>;

/**
 * Makes the member with this email (added as an active member when there is none) the Webmaster from today, in one
 * transaction with the terms locked, recorded in the audit trail as their own change. Only while nobody holds the
 * position: once someone does, officers are added by people, in User Management, in view of the chapter. Answers
 * the sentence to print.
 */
export async function addFirstWebmaster(input: FirstWebmasterInput, at: Date): Promise<string> {
  const today = chapterDay(at);
  return inTransaction(async (tx) => {
    await lockTerms(tx);
    const [holder] = await tx
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(terms)
      .innerJoin(members, eq(members.id, terms.memberId))
      .where(
        and(
          eq(terms.position, WEBMASTER),
          lte(terms.startsOn, today),
          or(isNull(terms.endsOn), gte(terms.endsOn, today)),
        ),
      );
    if (holder) {
      throw new FirstWebmasterError(
        `${fullName(holder)} is the Webmaster already. Officers are added by the Webmaster at /admin/user-management.`,
      );
    }
    const [found] = await tx
      .select({ id: members.id, status: members.status })
      .from(members)
      .where(sql`lower(${members.email}) = ${input.email}`)
      .for('update');
    if (found && found.status !== 'active') {
      throw new FirstWebmasterError(
        `${input.email} belongs to a member who is not active; only an active member can be the Webmaster.`,
      );
    }
    const id =
      found?.id ??
      (
        await tx
          .insert(members)
          .values({ status: 'active', email: input.email, firstName: input.firstName, lastName: input.lastName })
          .returning({ id: members.id })
      )[0]!.id;
    await assignWithin(tx, id, { memberId: id, position: WEBMASTER, startsOn: today });
    return `${input.email} is the Webmaster from ${today}${found ? '' : ' (added as an active member)'}. Sign in with that Google account.`;
  });
}
