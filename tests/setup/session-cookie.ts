import { sessionCookie } from '../../app/auth/cookies.server';
import { createSession } from '../../app/models/sessions.server';

/** A Cookie header that signs a request in as the member, through a real session row. */
export async function signedInCookie(memberId: number): Promise<string> {
  const serialized = await sessionCookie.serialize(await createSession(memberId, null));
  return serialized.split(';')[0] as string;
}
