import { randomBytes } from 'node:crypto';
import { lte } from 'drizzle-orm';
import { createCookie, type Cookie } from 'react-router';
import { checkInPassesUsed } from '../../../../db/schema';
import { db, type Tx } from '../../../shared/db/db.server';
import { servedOverHttps } from '../../../shared/runtime/env.server';
import { checkInSecret } from './check-in-code.server';

/** How long a signed-out member has to sign in and come back after opening the QR address. */
export const CHECK_IN_PASS_SECONDS = 10 * 60;
export const CHECK_IN_PASS_COOKIE = '__ue_checkin';

/**
 * A signed-out member's pass from the QR address, so they can sign in and still check in after the code changed: its
 * code is checked again as of when it was opened. Signed with the check-in secret, so none of it can be changed. Made
 * on first use: events is imported where the site's settings are not read yet (the members-leaving list).
 */
let cookie: Cookie | undefined;
const passCookie = () =>
  (cookie ??= createCookie(CHECK_IN_PASS_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(),
    // The whole site: the page's own requests for its data and its form go to /check-in.data, outside /check-in.
    path: '/',
    secrets: [checkInSecret()],
    maxAge: CHECK_IN_PASS_SECONDS,
  }));

export interface CheckInPass {
  id: string;
  eventId: number;
  code: string;
  openedAt: Date;
  /** Whether the code was found valid before sign-in (else it was not checked yet: see check-in-limits). */
  checked: boolean;
  expiresAt: number;
}

/** A Set-Cookie value that gives a pass for the event and the code opened now, ending 10 minutes from now. */
export function givePass(eventId: number, code: string, checked: boolean, now: Date): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const expiresAt = now.getTime() + CHECK_IN_PASS_SECONDS * 1000;
  return passCookie().serialize({ id, eventId, code, openedAt: now.getTime(), checked, expiresAt });
}

/** The pass the request carries, or null when there is none, it was tampered with or it has ended. */
export async function passOf(request: Request, now: Date): Promise<CheckInPass | null> {
  const value: unknown = await passCookie().parse(request.headers.get('Cookie'));
  if (!value || typeof value !== 'object') return null;
  const { id, eventId, code, openedAt, checked, expiresAt } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !Number.isSafeInteger(eventId) || typeof code !== 'string') return null;
  if (typeof openedAt !== 'number' || typeof checked !== 'boolean' || typeof expiresAt !== 'number') return null;
  if (expiresAt <= now.getTime()) return null;
  return { id, eventId: eventId as number, code, openedAt: new Date(openedAt), checked, expiresAt };
}

/** A Set-Cookie value that removes the pass, once it has been used (whatever the outcome). */
export function clearPass(): Promise<string> {
  return passCookie().serialize('', { maxAge: 0 });
}

/**
 * Takes a pass for one check-in, within the transaction that saves it: true the first time, false when it was used
 * before, by this member or another (a cookie can be copied), in this process or another one of the site.
 */
export async function takePass(tx: Tx, pass: CheckInPass): Promise<boolean> {
  const taken = await tx
    .insert(checkInPassesUsed)
    .values({ id: pass.id, expiresAt: new Date(pass.expiresAt) })
    .onConflictDoNothing()
    .returning({ id: checkInPassesUsed.id });
  return taken.length === 1;
}

/** Forgets the passes that have ended, which are refused anyway: the table holds about ten minutes of check-ins. */
export async function pruneUsedPasses(now: Date): Promise<void> {
  await db().delete(checkInPassesUsed).where(lte(checkInPassesUsed.expiresAt, now));
}
