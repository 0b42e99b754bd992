import { data } from 'react-router';
import { z } from 'zod';
import { getSignedInMember } from '../../shared/session/guards.server';
import { requireSameOrigin } from '../../shared/session/same-origin.server';
import { readJsonBody } from '../../shared/forms/json-body.server';
import { createRateLimiter } from '../../shared/limits/rate-limiter';
import { tooManyRequestsResponse } from '../../shared/limits/too-many-requests';
import { recordVisit } from './visits.server';
import type { Route } from './+types/log-visit.route';

const body = z.object({ email: z.string().max(320) });

/** An email address of at most 320 characters, as JSON, with room. */
const LOG_VISIT_MAX_BYTES = 2048;

/**
 * A browser logs one visit per session. Counted per member, not per cookie: the cookie's text is the sender's to
 * choose, the member it signs in as is not, so members never share a budget and no one gets a second one.
 */
const visitLimit = createRateLimiter({ windowMs: 60_000, max: 10 });

/** POST {email} once per browser session after sign-in; counted only for the signed-in member's own email. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data(null, { status: 405 });
  requireSameOrigin(request);
  const member = await getSignedInMember(request);
  if (!member) return data(null, { status: 401 });
  const wait = visitLimit.hit(String(member.id));
  if (wait !== null) return tooManyRequestsResponse(wait);
  const read = await readJsonBody(request, LOG_VISIT_MAX_BYTES);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  const parsed = body.safeParse(read.value);
  if (!parsed.success) return data({ error: 'The visit needs the signed-in email address.' }, { status: 400 });
  if (parsed.data.email.trim().toLowerCase() === member.email.toLowerCase()) await recordVisit(member.id);
  return new Response(null, { status: 204 });
}
