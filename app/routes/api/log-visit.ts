import { data } from 'react-router';
import { z } from 'zod';
import { getSignedInMember } from '../../auth/guards.server';
import { requireSameOrigin } from '../../auth/same-origin.server';
import { recordVisit } from '../../models/visits.server';
import type { Route } from './+types/log-visit';

const body = z.object({ email: z.string().max(320) });

const isJson = (contentType: string | null) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

/** POST {email} once per browser session after sign-in; counted only for the signed-in member's own email. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data(null, { status: 405 });
  requireSameOrigin(request);
  // A form on another site can only send form or text bodies without asking first; JSON it cannot.
  if (!isJson(request.headers.get('Content-Type'))) {
    return data('Send the visit as JSON (Content-Type: application/json).', { status: 415 });
  }
  const member = await getSignedInMember(request);
  if (!member) return data(null, { status: 401 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data(null, { status: 400 });
  if (parsed.data.email.trim().toLowerCase() === member.email.toLowerCase()) await recordVisit(member.id);
  return new Response(null, { status: 204 });
}
