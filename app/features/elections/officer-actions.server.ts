/** The officers' changes to elections: create, edit, publish, start a runoff, apply the results. */
import { z } from 'zod';
import { readForm, refused, saved } from '../../shared/forms/action.server';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';
import { chapterToday } from '../../shared/members/current-position.server';
import { logger } from '../../shared/runtime/logger.server';
import { answer } from './election-change.server';
import { applyForm, confirmForm, electionForm, FIELD_MESSAGES, rerunForm, runoffForm } from './election-input';
import { createElection, deleteElection, editElection, publishResults, startRunoff } from './elections.server';
import { applyResults, confirmResults, withdrawResults } from './apply-results.server';
import { ELECTION_MESSAGES } from './messages';

/** The form with its positions as a list: each checked position box sends one `positions` field. */
const withPositions = (form: FormData) => ({ ...Object.fromEntries(form), positions: form.getAll('positions') });

async function guarded<T>(intent: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error, intent }, 'an election change could not be stored');
    return refused(intent, 500, ELECTION_MESSAGES.saveFailed);
  }
}

/** The list page's form: a new election, whose id the answer carries. */
export async function createAction(request: Request, officerId: number) {
  const read = await readForm(request, electionForm('create'), {
    fallbackIntent: 'create',
    input: withPositions,
  });
  if (!read.ok) return read.refusal;
  return guarded('create', async () => {
    const change = await createElection(officerId, read.value.data);
    // The page opens the new election's own page on this answer.
    return change.ok ? saved('create', change.message, { electionId: change.id }) : answer('create', change);
  });
}

const electionIntents = z.discriminatedUnion('intent', [
  electionForm('edit'),
  z.object({ intent: z.literal('publish') }),
  z.object({ intent: z.literal('delete') }),
  runoffForm,
  rerunForm,
  applyForm,
  confirmForm,
  z.object({ intent: z.literal('withdraw') }),
]);

/**
 * One election's page: edit or delete it, publish its results, start a runoff or a new vote, apply the results, and
 * confirm or withdraw results applied by another officer.
 */
export async function electionAction(request: Request, officerId: number, electionId: number) {
  const read = await readForm(request, electionIntents, { input: withPositions });
  if (!read.ok) return read.refusal;
  const input = read.value.data;
  return guarded(input.intent, async () => {
    switch (input.intent) {
      case 'edit':
        return answer('edit', await editElection(officerId, electionId, input));
      case 'delete':
        return answer('delete', await deleteElection(officerId, electionId));
      case 'publish':
        return answer('publish', await publishResults(officerId, electionId));
      case 'runoff':
        return answer(
          'runoff',
          await startRunoff(officerId, electionId, {
            raceId: input.raceId,
            pair: [input.first, input.second],
            votingOpenAt: input.votingOpenAt,
            votingCloseAt: input.votingCloseAt,
          }),
        );
      case 'rerun':
        return answer(
          'rerun',
          await startRunoff(officerId, electionId, {
            raceId: input.raceId,
            votingOpenAt: input.votingOpenAt,
            votingCloseAt: input.votingCloseAt,
          }),
        );
      case 'confirm':
        return answer(
          'confirm',
          await confirmResults(officerId, electionId, { requestedAt: input.requestedAt, startsOn: input.startsOn }),
        );
      case 'withdraw':
        return answer('withdraw', await withdrawResults(officerId, electionId));
      case 'apply':
        // The new board starts today at the earliest: a past first day would hand it past tools and end the
        // outgoing officers' terms in the past.
        if (input.startsOn < chapterToday()) {
          return refused('apply', 400, FIELD_MESSAGES.startsOnPast, {
            errors: { startsOn: FIELD_MESSAGES.startsOnPast },
          });
        }
        return answer('apply', await applyResults(officerId, electionId, input.startsOn));
    }
  });
}
