import { count, eq } from 'drizzle-orm';
import { db } from '../../app/shared/db/db.server';
import { broDateGroupMembers, broDateGroups, eventPoints, events, members, targets } from '../schema';
import { buildDemoChapter } from './demo-data';
import { constants } from '../../app/config/chapter';

/** The demo's chapter meeting under way at seeding, worth 50 points, where check-in can be tried. */
export const DEMO_MEETING_NAME = 'Chapter Meeting';

/**
 * Seeds the demo chapter into an empty database, in one transaction; a database that already holds members is
 * never touched. Returns whether it seeded.
 */
export async function seedDemoChapterIfEmpty(): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(members);
    if ((existing?.n ?? 0) > 0) return false;
    const chapter = buildDemoChapter();

    const inserted = await tx
      .insert(members)
      .values(chapter.members.map(({ key: _key, bigKey: _bigKey, ...fields }) => fields))
      .returning({ id: members.id });
    const idOf = (key: number) => (inserted[key] as { id: number }).id;
    for (const member of chapter.members) {
      if (member.bigKey !== null)
        await tx
          .update(members)
          .set({ bigId: idOf(member.bigKey) })
          .where(eq(members.id, idOf(member.key)));
    }

    const eventRows = await tx
      .insert(events)
      .values(
        chapter.events.map((e) => ({
          name: e.name,
          category: e.category,
          startsAt: new Date(e.date),
          endsAt: new Date(new Date(e.date).getTime() + constants.eventHoursWhenUnknown * 60 * 60 * 1000),
          location: e.location,
        })),
      )
      .returning({ id: events.id });
    const eventId = (key: number) => (eventRows[key] as { id: number }).id;
    // Tonight's chapter meeting, under way when the demo chapter is seeded, so check-in can be tried at once.
    const seededAt = Date.now();
    await tx.insert(events).values({
      name: DEMO_MEETING_NAME,
      category: 'chapter-meeting',
      startsAt: new Date(seededAt - 30 * 60 * 1000),
      endsAt: new Date(seededAt + 90 * 60 * 1000),
      location: 'Sobrato Campus',
      points: 50,
      expected: true,
    });
    await tx.insert(eventPoints).values(
      // Typed in the points sheet, as the chapter kept points before the roster and check-in.
      chapter.points.map((p) => ({
        memberId: idOf(p.memberKey),
        eventId: eventId(p.eventKey),
        points: p.points,
        overridden: true,
      })),
    );

    for (const group of chapter.broDateGroups) {
      const [row] = await tx.insert(broDateGroups).values({}).returning({ id: broDateGroups.id });
      await tx
        .insert(broDateGroupMembers)
        .values(group.map((key, position) => ({ groupId: (row as { id: number }).id, memberId: idOf(key), position })));
    }

    await tx.insert(targets).values(
      chapter.spoonChain.map((player, i) => ({
        memberId: idOf(player.memberKey),
        targetId: idOf((chapter.spoonChain[(i + 1) % chapter.spoonChain.length] as { memberKey: number }).memberKey),
        isEliminated: player.isEliminated,
      })),
    );
    return true;
  });
}
