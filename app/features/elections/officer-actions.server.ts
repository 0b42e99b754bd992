/** The officers' changes to elections: create, edit, publish, start a runoff, apply the results. */
import { z } from 'zod';
import { answering, readForm, refused, saved } from '../../shared/forms/action.server';
import { chapterToday } from '../../shared/members/current-position.server';
import { applyForm, confirmForm, electionForm, FIELD_MESSAGES, rerunForm, runoffForm } from './election-input';
import { createElection, deleteElection, editElection, publishResults, startRunoff } from './elections.server';
import { applyResults, confirmResults, withdrawResults } from './apply-results.server';
import { ELECTION_MESSAGES } from './messages';

/** The form with its positions as a list: each checked position box sends one `positions` field. */
const withPositions = (form: FormData) => ({ ...Object.fromEntries(form), positions: form.getAll('positions') });

/** Makes the change and answers its sentence (docs/features.md, "Forms"). */
const changing = (intent: string, work: () => Promise<string>) =>
  answering(intent, ELECTION_MESSAGES.saveFailed, async () => saved(intent, await work()));

/** The list page's form: a new election, whose id the answer carries. */
export async function createAction(request: Request, officerId: number) {
  const read = await readForm(request, electionForm('create'), {
    fallbackIntent: 'create',
    input: withPositions,
  });
  if (!read.ok) return read.refusal;
  return answering('create', ELECTION_MESSAGES.saveFailed, async () => {
    const created = await createElection(officerId, read.value.data);
    // The page opens the new election's own page on this answer.
    return saved('create', created.message, { electionId: created.id });
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
  switch (input.intent) {
    case 'edit':
      return changing('edit', () => editElection(officerId, electionId, input));
    case 'delete':
      return changing('delete', () => deleteElection(officerId, electionId));
    case 'publish':
      return changing('publish', () => publishResults(officerId, electionId));
    case 'runoff': {
      const runoff = { raceId: input.raceId, pair: [input.first, input.second] as [number, number] };
      const period = { votingOpenAt: input.votingOpenAt, votingCloseAt: input.votingCloseAt };
      return changing(
        'runoff',
        async () => (await startRunoff(officerId, electionId, { ...runoff, ...period })).message,
      );
    }
    case 'rerun': {
      const rerun = { raceId: input.raceId, votingOpenAt: input.votingOpenAt, votingCloseAt: input.votingCloseAt };
      return changing('rerun', async () => (await startRunoff(officerId, electionId, rerun)).message);
    }
    case 'confirm': {
      const reviewed = { requestedAt: input.requestedAt, startsOn: input.startsOn };
      return changing('confirm', () => confirmResults(officerId, electionId, reviewed));
    }
    case 'withdraw':
      return changing('withdraw', () => withdrawResults(officerId, electionId));
    case 'apply':
      // The new board starts today at the earliest: a past first day would hand it past tools and end the
      // outgoing officers' terms in the past.
      if (input.startsOn < chapterToday()) {
        return refused('apply', 400, FIELD_MESSAGES.startsOnPast, {
          errors: { startsOn: FIELD_MESSAGES.startsOnPast },
        });
      }
      return changing('apply', () => applyResults(officerId, electionId, input.startsOn));
  }
}
