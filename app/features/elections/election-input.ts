/**
 * What the election forms send, checked before anything is read. Times are wall-clock times in the chapter's time
 * zone as a datetime-local input gives them ("2026-11-10T18:00"), turned into instants here.
 */
import { z } from 'zod';
import { chapter, ROLES } from '../../config/chapter';
import { zonedTimeToInstant } from '../../shared/text/time-zone';
import { isDay } from '../officer-terms/index';
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

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const position = z.enum(ROLES, { error: FIELD_MESSAGES.position });
const fraction = z.coerce
  .number({ error: FIELD_MESSAGES.quorum })
  .int(FIELD_MESSAGES.quorum)
  .min(1, FIELD_MESSAGES.quorum)
  .max(100, FIELD_MESSAGES.quorum);

const electionFields = z.object({
  title: z.string().trim().min(1, ELECTION_MESSAGES.titleRequired).max(120, 'Keep the title under 120 characters.'),
  positions: z.array(position).min(1, ELECTION_MESSAGES.noPositions),
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

/** A ballot: one `race-<id>` field per position voted on, holding the chosen candidate's member id. */
export const ballotSchema = z.object({ electionId: id(ELECTION_MESSAGES.electionGone) }).catchall(z.unknown());

/** The choices of a ballot form: each `race-<id>` with a chosen member. Positions left blank are not voted on. */
export function ballotChoices(form: Record<string, unknown>): { raceId: number; candidateId: number }[] {
  return Object.entries(form).flatMap(([key, value]) => {
    const race = /^race-(\d+)$/.exec(key);
    const candidate = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
    return race && Number.isSafeInteger(candidate) ? [{ raceId: Number(race[1]), candidateId: candidate }] : [];
  });
}

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

export const applyForm = z.object({
  intent: z.literal('apply'),
  startsOn: z.string({ error: FIELD_MESSAGES.startsOn }).trim().refine(isDay, FIELD_MESSAGES.startsOn),
});
