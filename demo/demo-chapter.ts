import { count, eq } from 'drizzle-orm';
import { db } from '../app/shared/db/db.server';
import {
  attendance,
  broDateGroupMembers,
  broDateGroups,
  eventPoints,
  events,
  members,
  targets,
  terms,
} from '../db/schema';
import { buildDemoChapter, DEMO_MEETING_NAME, DEMO_SEED } from './demo-data';
import { seedDemoElection } from './demo-election';
import { endWhenUnknown } from '../app/features/events';
import { seedDemoHandbooks } from './demo-handbooks';
import { seedDemoAnnouncements } from './demo-announcements';

/**
 * Seeds the demo chapter into an empty database, in one transaction; a database that already holds members is
 * never touched. Returns whether it seeded. This term's events are placed relative to `now` (see
 * `buildDemoChapter`), so the demo has recent attendance whatever the date.
 */
export async function seedDemoChapterIfEmpty(now = new Date()): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(members);
    if ((existing?.n ?? 0) > 0) return false;
    const chapter = buildDemoChapter(DEMO_SEED, now);

    const inserted = await tx
      .insert(members)
      .values(chapter.members.map(({ key: _key, bigKey: _bigKey, role: _role, ...fields }) => fields))
      .returning({ id: members.id });
    const idOf = (key: number) => (inserted[key] as { id: number }).id;
    for (const member of chapter.members) {
      if (member.bigKey !== null)
        await tx
          .update(members)
          .set({ bigId: idOf(member.bigKey) })
          .where(eq(members.id, idOf(member.key)));
    }

    // A member's role is the position of their term covering today.
    await tx
      .insert(terms)
      .values(chapter.terms.map(({ memberKey, ...term }) => ({ ...term, memberId: idOf(memberKey) })));

    const endOf = (date: string) => endWhenUnknown(new Date(date));
    const eventRows = await tx
      .insert(events)
      .values(
        chapter.events.map((e) => ({
          name: e.name,
          category: e.category,
          startsAt: new Date(e.date),
          endsAt: endOf(e.date),
          location: e.location,
          points: e.points,
          expected: e.expected,
        })),
      )
      .returning({ id: events.id });
    const eventId = (key: number) => (eventRows[key] as { id: number }).id;
    // Tonight's chapter meeting, under way when the demo chapter is seeded, so check-in can be tried at once.
    await tx.insert(events).values({
      name: DEMO_MEETING_NAME,
      category: 'chapter-meeting',
      startsAt: new Date(now.getTime() - 30 * 60 * 1000),
      endsAt: new Date(now.getTime() + 90 * 60 * 1000),
      location: 'Sobrato Campus',
      points: 50,
      expected: true,
    });
    // The earlier events' points were typed in the points sheet (overridden); this term's follow attendance.
    await tx.insert(eventPoints).values(
      chapter.points.map((p) => ({
        memberId: idOf(p.memberKey),
        eventId: eventId(p.eventKey),
        points: p.points,
        overridden: p.overridden,
      })),
    );
    await tx.insert(attendance).values(
      chapter.attendance.map((a) => ({
        eventId: eventId(a.eventKey),
        memberId: idOf(a.memberKey),
        status: a.status,
        how: a.how,
        reason: a.reason,
        recordedBy: a.recordedByKey === null ? null : idOf(a.recordedByKey),
        // Recorded as the event ended, so the demo is the same on every start.
        recordedAt: endOf((chapter.events[a.eventKey] as { date: string }).date),
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
    const board = chapter.members.filter((m) => m.role !== null);
    await seedDemoHandbooks(tx, now, (position) => {
      const holder = board.find((m) => m.role === position);
      return holder ? idOf(holder.key) : null;
    });
    await seedDemoElection(tx, now);
    const regent = board.find((m) => m.role === 'Regent');
    await seedDemoAnnouncements(tx, now, regent ? idOf(regent.key) : null);
    return true;
  });
}
