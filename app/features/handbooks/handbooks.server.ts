/**
 * Position handbooks in the database: one row per saved version, the newest being the handbook. A save or a restore
 * appends a version and its audit row in one transaction, and only when the page it came from showed the newest
 * version, so a save never buries one its author has not seen.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { handbookVersions, members } from '../../../db/schema';
import { recordAudit } from '../../shared/db/audit.server';
import { db, type Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { fullName } from '../../shared/members/full-name';
import { startsFromNewest } from './handbook-rules';
import { tellIncomingHolders } from './handbook-notice.server';
import { messages } from './messages';

export interface VersionInfo {
  id: number;
  savedAt: Date;
  /** Null when the member who saved it has been deleted since. */
  savedBy: string | null;
}

export interface Version extends VersionInfo {
  body: string;
}

/** A version appended: the sentence that confirms it and the new version's id. */
export interface Appended {
  message: string;
  versionId: number;
}

const info = {
  id: handbookVersions.id,
  savedAt: handbookVersions.savedAt,
  firstName: members.firstName,
  lastName: members.lastName,
};

const withName = <T extends { firstName: string | null; lastName: string | null }>({
  firstName,
  lastName,
  ...rest
}: T) => ({
  ...rest,
  savedBy: firstName === null || lastName === null ? null : fullName({ firstName, lastName }),
});

/** Every version of a position's handbook, newest first, without their texts. */
export async function versionsOf(position: string): Promise<VersionInfo[]> {
  const rows = await db()
    .select(info)
    .from(handbookVersions)
    .leftJoin(members, eq(members.id, handbookVersions.savedBy))
    .where(eq(handbookVersions.position, position))
    .orderBy(desc(handbookVersions.id));
  return rows.map(withName);
}

/** One version of a position's handbook, or its newest when `versionId` is not given; null when there is none. */
export async function versionOf(position: string, versionId?: number): Promise<Version | null> {
  const [row] = await db()
    .select({ ...info, body: handbookVersions.body })
    .from(handbookVersions)
    .leftJoin(members, eq(members.id, handbookVersions.savedBy))
    .where(
      and(
        eq(handbookVersions.position, position),
        versionId === undefined ? undefined : eq(handbookVersions.id, versionId),
      ),
    )
    .orderBy(desc(handbookVersions.id))
    .limit(1);
  return row ? withName(row) : null;
}

/** When each position's handbook was last saved; positions without one are missing. */
export async function lastSaved(): Promise<Map<string, Date>> {
  const rows = await db()
    .selectDistinctOn([handbookVersions.position], {
      position: handbookVersions.position,
      savedAt: handbookVersions.savedAt,
    })
    .from(handbookVersions)
    .orderBy(handbookVersions.position, desc(handbookVersions.id));
  return new Map(rows.map((row) => [row.position, row.savedAt]));
}

/** What a change appends: the text, and its audit row and answer. */
interface NewVersion {
  body: string;
  action: 'handbooks.save' | 'handbooks.restore';
  details: Record<string, unknown>;
  message: string;
}

/**
 * Appends a version within one transaction that first locks the table against other writers (the lock conflicts
 * with itself), so of two saves from pages showing the same version the second sees the first and is refused.
 */
async function append(
  actorId: number,
  position: string,
  basedOn: number | null,
  staleMessage: string,
  next: (tx: Tx) => Promise<NewVersion>,
): Promise<Appended> {
  return inTransaction(async (tx) => {
    await tx.execute(sql`lock table ${handbookVersions} in share row exclusive mode`);
    const [newest] = await tx
      .select({ id: handbookVersions.id })
      .from(handbookVersions)
      .where(eq(handbookVersions.position, position))
      .orderBy(desc(handbookVersions.id))
      .limit(1);
    if (!startsFromNewest(basedOn, newest?.id ?? null)) refuse(409, staleMessage);
    const version = await next(tx);
    const [row] = await tx
      .insert(handbookVersions)
      .values({ position, body: version.body, savedBy: actorId })
      .returning({ id: handbookVersions.id });
    const versionId = (row as { id: number }).id;
    await recordAudit(tx, actorId, version.action, { position, versionId, ...version.details });
    await tellIncomingHolders(tx, actorId, position);
    return { message: version.message, versionId };
  });
}

/** Saves a new version of a position's handbook, written from the page that showed version `basedOn`. */
export function saveHandbook(actorId: number, position: string, body: string, basedOn: number | null) {
  return append(actorId, position, basedOn, messages.changedSince, async () => ({
    body,
    action: 'handbooks.save',
    details: { characters: body.length },
    message: messages.saved(position),
  }));
}

/** Saves an older version again as the newest; `savedAtText` says in the answer which one it was. */
export function restoreHandbook(
  actorId: number,
  position: string,
  versionId: number,
  basedOn: number | null,
  savedAtText: (savedAt: Date) => string,
) {
  return append(actorId, position, basedOn, messages.restoreChangedSince, async (tx) => {
    const [old] = await tx
      .select({ body: handbookVersions.body, savedAt: handbookVersions.savedAt })
      .from(handbookVersions)
      .where(and(eq(handbookVersions.position, position), eq(handbookVersions.id, versionId)));
    if (!old) refuse(404, messages.versionGone);
    if (versionId === basedOn) refuse(400, messages.alreadyCurrent);
    return {
      body: old.body,
      action: 'handbooks.restore',
      details: { restoredFrom: versionId },
      message: messages.restored(savedAtText(old.savedAt)),
    };
  });
}
