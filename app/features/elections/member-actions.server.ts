/** The members' elections page's changes: nominate, accept or decline a nomination, cast a ballot. */
import { z } from 'zod';
import { readForm, refused } from '../../shared/forms/action.server';
import { isDatabaseUnavailable } from '../../shared/db/database-outage';
import { logger } from '../../shared/runtime/logger.server';
import type { SessionMember } from '../../shared/session/sessions.server';
import { castBallot } from './ballots.server';
import { answer } from './election-change.server';
import { ballotSchema, decisionSchema, nominationSchema } from './election-input';
import { ELECTION_MESSAGES } from './messages';
import { decideNomination, nominate } from './nominations.server';
import { bareOutage, sqlState } from './sql-state';

const intentSchema = z.object({ intent: z.enum(['nominate', 'decide', 'vote']) });

export async function memberAction(request: Request, member: SessionMember) {
  const read = await readForm(request, intentSchema.passthrough(), {
    invalidMessage: ELECTION_MESSAGES.unknownAction,
  });
  if (!read.ok) return read.refusal;
  const { intent } = read.value.data;
  const fields = Object.fromEntries(read.value.form);
  try {
    if (intent === 'nominate') {
      const parsed = nominationSchema.safeParse(fields);
      if (!parsed.success)
        return refused(intent, 400, parsed.error.issues[0]?.message ?? ELECTION_MESSAGES.unknownAction);
      return answer(intent, await nominate(member.id, parsed.data));
    }
    if (intent === 'decide') {
      const parsed = decisionSchema.safeParse(fields);
      if (!parsed.success) return refused(intent, 400, ELECTION_MESSAGES.nominationGone);
      return answer(intent, await decideNomination(member.id, parsed.data.nominationId, parsed.data.decision));
    }
    const parsed = ballotSchema.safeParse(fields);
    if (!parsed.success) return refused(intent, 400, parsed.error.issues[0]?.message ?? ELECTION_MESSAGES.electionGone);
    return answer(intent, await castBallot(member.id, parsed.data.electionId, parsed.data.choices));
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw intent === 'vote' ? bareOutage(error, 'while a ballot was cast') : error;
    // Neither the form nor the error's text: a failed statement's text carries its parameters, a ballot's choice.
    logger.error({ intent, code: sqlState(error) }, 'an election change could not be stored');
    return refused(intent, 500, ELECTION_MESSAGES.saveFailed);
  }
}
