/** The members' elections page's changes: nominate, accept or decline a nomination, cast a ballot. */
import { z } from 'zod';
import { answering, readForm, refused, saved, type Read } from '../../shared/forms/action.server';
import { fieldErrors, refusalMessage } from '../../shared/forms/action-result';
import { isDatabaseUnavailable } from '../../shared/db/database-outage';
import { Refusal } from '../../shared/forms/refusal';
import type { SessionMember } from '../../shared/session/sessions.server';
import { castBallot } from './ballots.server';
import { ballotSchema, decisionSchema, nominationSchema } from './election-input';
import { ELECTION_MESSAGES } from './messages';
import { decideNomination, nominate } from './nominations.server';
import { bareOutage } from './sql-state';
import { sqlState } from '../../shared/db/sql-state';

const intentSchema = z.object({ intent: z.enum(['nominate', 'decide', 'vote']) });

/**
 * The intent's own fields, or its refusal: 400 with the sentence of the field refused, or `invalid` for any refusal
 * of a form the page builds itself.
 */
function fieldsOf<S extends z.ZodType>(intent: string, schema: S, form: FormData, invalid?: string): Read<z.infer<S>> {
  const parsed = schema.safeParse(
    Object.fromEntries(form),
    invalid === undefined ? undefined : { error: () => invalid },
  );
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, refusal: refused(intent, 400, invalid ?? refusalMessage(fieldErrors(parsed.error))) };
}

/**
 * The failure as `answering` may log it: its SQLSTATE alone, since a failed statement's text carries its parameters,
 * a ballot's choice among them.
 */
function bare(error: unknown, intent: string): unknown {
  if (error instanceof Refusal) return error;
  if (isDatabaseUnavailable(error)) return intent === 'vote' ? bareOutage(error, 'while a ballot was cast') : error;
  return Object.assign(new Error('an election change could not be stored'), { code: sqlState(error) });
}

/** Makes the change and answers its sentence; see `bare` for what a failure logs. */
function changing(intent: string, work: () => Promise<string>) {
  return answering(intent, ELECTION_MESSAGES.saveFailed, async () => {
    try {
      return saved(intent, await work());
    } catch (error) {
      throw bare(error, intent);
    }
  });
}

export async function memberAction(request: Request, member: SessionMember) {
  const read = await readForm(request, intentSchema.passthrough(), {
    invalidMessage: ELECTION_MESSAGES.unknownAction,
  });
  if (!read.ok) return read.refusal;
  const { data, form } = read.value;
  if (data.intent === 'nominate') {
    const fields = fieldsOf('nominate', nominationSchema, form);
    if (!fields.ok) return fields.refusal;
    return changing('nominate', async () => (await nominate(member.id, fields.value)).message);
  }
  if (data.intent === 'decide') {
    const fields = fieldsOf('decide', decisionSchema, form, ELECTION_MESSAGES.nominationGone);
    if (!fields.ok) return fields.refusal;
    return changing('decide', () => decideNomination(member.id, fields.value.nominationId, fields.value.decision));
  }
  const fields = fieldsOf('vote', ballotSchema, form);
  if (!fields.ok) return fields.refusal;
  return changing('vote', () => castBallot(member.id, fields.value.electionId, fields.value.choices));
}
