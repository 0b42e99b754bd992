import { count } from 'drizzle-orm';
import { db, type Tx } from '../../app/lib/db.server';
import { brodateGroupMembers, brodateGroups, eventPoints, events, members, targets } from '../schema';
import { buildDemoChapter, type DemoMember } from './demo-data';

/**
 * Seeds the demo chapter into an empty database, in one transaction; a database that already holds members is
 * never touched. Returns whether it seeded.
 */
export async function seedDemoChapterIfEmpty(): Promise<boolean> {
  return db().transaction(async (tx) => {
    // Counted inside the transaction so two servers starting at once cannot both seed.
    const [existing] = await tx.select({ n: count() }).from(members);
    if ((existing?.n ?? 0) > 0) return false;
    const chapter = buildDemoChapter();

    const memberIds = await insertMembers(tx, chapter.members);
    const idOf = (key: number) => must(memberIds.get(key), 'member', key);

    const eventRows = await tx
      .insert(events)
      .values(chapter.events.map((e) => ({ name: e.name, date: new Date(e.date) })))
      .returning({ id: events.id });
    const eventIds = new Map(chapter.events.map((e, i) => [e.key, must(eventRows[i], 'event', i).id]));
    await tx.insert(eventPoints).values(
      chapter.points.map((p) => ({
        memberId: idOf(p.memberKey),
        eventId: must(eventIds.get(p.eventKey), 'event', p.eventKey),
        points: p.points,
      })),
    );

    const groupRows = await tx
      .insert(brodateGroups)
      .values(chapter.broDateGroups.map(() => ({})))
      .returning({ id: brodateGroups.id });
    await tx
      .insert(brodateGroupMembers)
      .values(
        chapter.broDateGroups.flatMap((group, g) =>
          group.map((key, position) => ({ groupId: must(groupRows[g], 'group', g).id, memberId: idOf(key), position })),
        ),
      );

    const chain = chapter.spoonChain;
    await tx.insert(targets).values(
      chain.map((player, i) => ({
        memberId: idOf(player.memberKey),
        targetId: idOf(must(chain[(i + 1) % chain.length], 'player', i + 1).memberKey),
        isEliminated: player.isEliminated,
      })),
    );
    return true;
  });
}

/**
 * Inserts members in as few statements as the lineage allows: a batch is written as soon as the next member's big
 * is still waiting in it, so every big id is known when its littles are written. Returns database ids by member key.
 */
async function insertMembers(tx: Tx, list: readonly DemoMember[]): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  let batch: DemoMember[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = await tx
      .insert(members)
      .values(
        batch.map(({ key: _key, bigKey, ...fields }) => ({
          ...fields,
          bigId: bigKey === null ? null : must(ids.get(bigKey), 'big', bigKey),
        })),
      )
      .returning({ id: members.id });
    batch.forEach((m, i) => ids.set(m.key, must(rows[i], 'member', m.key).id));
    batch = [];
  };
  for (const member of list) {
    if (member.bigKey !== null && !ids.has(member.bigKey)) await flush();
    batch.push(member);
  }
  await flush();
  return ids;
}

// Demo data that refers to something missing is a bug in demo-data.ts; fail loudly, which rolls the seed back.
function must<T>(found: T | undefined, what: string, key: number): T {
  if (found === undefined) throw new Error(`demo chapter: no ${what} ${key}`);
  return found;
}
