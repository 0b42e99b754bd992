import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventPoints, members } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { MEMBERS_LEAVING_SUBSCRIBERS } from '../../app/members-leaving.server';
import type { Tx } from '../../app/shared/db/db.server';
import { membersLeavingSubscribers, onMembersLeaving } from '../../app/shared/members/members-leaving.server';
import { logger } from '../../app/shared/runtime/logger.server';
import { CONVERSION_REFUSED } from '../../app/features/user-management/messages';
import { action } from '../../app/features/user-management/user-management.route';
import { databaseState } from '../setup/db-state';
import { callRoute } from '../setup/route-call';
import { activePlayer, cookieFor } from './officer-tools';

let webmaster: string;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  webmaster = await cookieFor('webmaster@example.org');
});

const toAlumni = (id: number) =>
  callRoute(action as never, '/admin/user-management', {
    cookie: webmaster,
    form: { intent: 'to-alumni', id: String(id) },
  });

describe('members leaving', () => {
  it('is heard by every feature that keeps something of members, as the site registers them', () => {
    expect(membersLeavingSubscribers()).toEqual(['scribe-editor', 'spoon-assassins', 'bro-dates']);
    expect(Object.keys(MEMBERS_LEAVING_SUBSCRIBERS)).toEqual(membersLeavingSubscribers());
  });

  it("reaches each subscriber inside the conversion's own transaction", async () => {
    const id = await activePlayer();
    const seen: { status?: string; points: number }[] = [];
    const probe = async (tx: Tx, ids: readonly number[]) => {
      // Inside the conversion: the status is already changed and the points, removed before, are gone.
      const [row] = await tx
        .select({ status: members.status })
        .from(members)
        .where(eq(members.id, ids[0] as number));
      seen.push({ status: row?.status, points: await tx.$count(eventPoints, eq(eventPoints.memberId, id)) });
    };
    const remove = onMembersLeaving('probe', probe);
    try {
      expect((await toAlumni(id)).status).toBe(200);
    } finally {
      remove();
    }
    expect(seen).toEqual([{ status: 'alumni', points: 0 }]);
  });

  it('rolls the whole conversion back when a subscriber fails', async () => {
    const id = await activePlayer();
    const errorLog = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const remove = onMembersLeaving('failing', async () => {
      throw new Error('a subscriber failed');
    });
    try {
      const before = await databaseState();
      const answer = await toAlumni(id);
      expect(answer.status).toBe(500);
      expect(answer.data).toMatchObject({ ok: false, message: CONVERSION_REFUSED.failed });
      expect(await databaseState()).toEqual(before);
      expect(errorLog).toHaveBeenCalled();
    } finally {
      remove();
      errorLog.mockRestore();
    }
  });
});
