/**
 * What the election forms send, checked before anything is read. Times are wall-clock times in the chapter's time
 * zone as a datetime-local input gives them ("2026-11-10T18:00"), turned into instants here.
 */
import { z } from 'zod';
import { chapter, ROLES } from '../../config/chapter';
import { zonedTimeToInstant } from '../../shared/time/time-zone';
import { isDay } from '../../shared/time/calendar-days';
import { ELECTION_MESSAGES } from './messages';

export const FIELD_MESSAGES = {
  time: 'Enter a date and time, for example 2026-11-10 18:00.',
  member: 'Choose a member.',
  position: 'Choose one of the chapter roles.',
  startsOn: 'Enter the first day of the new terms, for example 2027-01-01.',
  startsOnPast: 'The new terms cannot start before today. Choose today or a later day.',
  quorum: ELECTION_MESSAGES.quorumInvalid,
} as const;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A wall-clock time in the chapter's zone, read as the instant it names. */
const localTime = z
  .string({ error: FIELD_MESSAGES.time })
  .trim()
  .refine((value) => {
    const m = LOCAL.exec(value);
    return !!m && isDay(value.slice(0, 10)) && Number(m[4]) < 24 && Number(m[5]) < 60;
  }, FIELD_MESSAGES.time)
  .transform((value) => zonedTimeToInstant(value, chapter.timeZone));

/** The largest id the database's integer columns hold: a larger one names no row, and is refused before any query. */
const MAX_ID = 2147483647;
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

const position = z.enum(ROLES, { error: FIELD_MESSAGES.position });
const fraction = z.coerce
  .number({ error: FIELD_MESSAGES.quorum })
  .int(FIELD_MESSAGES.quorum)
  .min(1, FIELD_MESSAGES.quorum)
  .max(100, FIELD_MESSAGES.quorum);

const electionFields = z.object({
  title: z.string().trim().min(1, ELECTION_MESSAGES.titleRequired).max(120, 'Keep the title under 120 characters.'),
  positions: z
    .array(position)
    .min(1, ELECTION_MESSAGES.noPositions)
    .refine((list) => new Set(list).size === list.length, ELECTION_MESSAGES.positionTwice),
  nominationsOpenAt: localTime,
  nominationsCloseAt: localTime,
  votingOpenAt: localTime,
  votingCloseAt: localTime,
  quorumNumerator: fraction,
  quorumDenominator: fraction,
});

/** Quorum no larger than everyone; nominations open before they close, no later than voting opens, before it closes. */
function checkElection(input: z.infer<typeof electionFields>, ctx: z.RefinementCtx) {
  if (input.quorumNumerator > input.quorumDenominator) {
    ctx.addIssue({ code: 'custom', path: ['quorumNumerator'], message: FIELD_MESSAGES.quorum });
  }
  const order: [keyof typeof input, Date, Date][] = [
    ['nominationsCloseAt', input.nominationsOpenAt, input.nominationsCloseAt],
    ['votingCloseAt', input.votingOpenAt, input.votingCloseAt],
  ];
  for (const [path, opens, closes] of order) {
    if (opens >= closes) ctx.addIssue({ code: 'custom', path: [path], message: ELECTION_MESSAGES.periodsOutOfOrder });
  }
  if (input.nominationsCloseAt > input.votingOpenAt) {
    ctx.addIssue({ code: 'custom', path: ['votingOpenAt'], message: ELECTION_MESSAGES.periodsOutOfOrder });
  }
}

export const electionSchema = electionFields.superRefine(checkElection);
export type ElectionInput = z.infer<typeof electionSchema>;

/** The election form as the create or edit form sends it. */
export const electionForm = <I extends 'create' | 'edit'>(intent: I) =>
  electionFields.extend({ intent: z.literal(intent) }).superRefine(checkElection);

export const nominationSchema = z.object({
  electionId: id(ELECTION_MESSAGES.electionGone),
  position,
  nomineeId: id(FIELD_MESSAGES.member),
});

export const decisionSchema = z.object({
  nominationId: id(ELECTION_MESSAGES.nominationGone),
  decision: z.enum(['accept', 'decline']),
});

/** One position of a ballot: the race its `race-<id>` field names and the chosen candidate's member id. */
const ballotChoice = z.object({ raceId: id(ELECTION_MESSAGES.raceGone), candidateId: id(ELECTION_MESSAGES.raceGone) });

/**
 * A ballot: one `race-<id>` field per position voted on, holding the chosen candidate's member id; a position left
 * blank sends nothing (or an empty value) and is not voted on. Any other `race-` field is refused, never skipped.
 */
export const ballotSchema = z
  .object({ electionId: id(ELECTION_MESSAGES.electionGone) })
  .catchall(z.unknown())
  .transform((form, ctx) => {
    const choices: { raceId: number; candidateId: number }[] = [];
    for (const [key, value] of Object.entries(form)) {
      if (!key.startsWith('race-') || value === '') continue;
      const choice = ballotChoice.safeParse({ raceId: key.slice('race-'.length), candidateId: value });
      if (!choice.success) {
        ctx.addIssue({ code: 'custom', path: [key], message: ELECTION_MESSAGES.raceGone });
        return z.NEVER;
      }
      choices.push(choice.data);
    }
    return { electionId: form.electionId, choices };
  });

export const runoffForm = z
  .object({
    intent: z.literal('runoff'),
    raceId: id(ELECTION_MESSAGES.runoffNotAllowed),
    first: id(FIELD_MESSAGES.member),
    second: id(FIELD_MESSAGES.member),
    votingOpenAt: localTime,
    votingCloseAt: localTime,
  })
  .refine((input) => input.votingOpenAt < input.votingCloseAt, {
    path: ['votingCloseAt'],
    message: ELECTION_MESSAGES.runoffPeriod,
  });

/** The same vote again among every candidate of a round that missed its quorum, in a voting period of its own. */
export const rerunForm = z
  .object({
    intent: z.literal('rerun'),
    raceId: id(ELECTION_MESSAGES.runoffNotAllowed),
    votingOpenAt: localTime,
    votingCloseAt: localTime,
  })
  .refine((input) => input.votingOpenAt < input.votingCloseAt, {
    path: ['votingCloseAt'],
    message: ELECTION_MESSAGES.runoffPeriod,
  });

export const applyForm = z.object({
  intent: z.literal('apply'),
  startsOn: z.string({ error: FIELD_MESSAGES.startsOn }).trim().refine(isDay, FIELD_MESSAGES.startsOn),
});

/** Confirming sends back the request the officer reviewed, so a request applied again since is refused, not confirmed. */
export const confirmForm = z.object({
  intent: z.literal('confirm'),
  requestedAt: z.string({ error: ELECTION_MESSAGES.appliedAgain }).trim().min(1, ELECTION_MESSAGES.appliedAgain),
  startsOn: z.string({ error: ELECTION_MESSAGES.appliedAgain }).trim().refine(isDay, ELECTION_MESSAGES.appliedAgain),
});
