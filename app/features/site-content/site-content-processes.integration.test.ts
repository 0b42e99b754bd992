import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CONTENT_CHECK_MS, SiteContentCache } from './site-content-cache.server';
import { getSiteContent, restorePreviousVersion, saveSection } from './site-content.server';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { openSecondConnection } from '../../../tests/setup/second-connection';
import { memberId } from '../../../tests/integration/officer-tools';

let second: Awaited<ReturnType<typeof openSecondConnection>>;
let webmaster: number;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  webmaster = await memberId('webmaster@example.org');
  second = await openSecondConnection();
});

afterAll(() => second.close());

describe('site content with two server processes on one database', () => {
  it("shows an edit saved by one process on the other's next read, and a restore too", async () => {
    let now = 1_000_000;
    const other = new SiteContentCache(
      () => second.db,
      () => now,
    );
    const shipped = (await other.get()).rush;

    await saveSection('rush', { ...shipped, title: 'Fall Rush 2031' }, webmaster);
    expect((await getSiteContent()).rush.title).toBe('Fall Rush 2031'); // the saving process: at once
    now += SITE_CONTENT_CHECK_MS;
    expect((await other.get()).rush.title).toBe('Fall Rush 2031');

    await saveSection('dashboard', { ...(await other.get()).dashboard, pointsGoal: 1234 }, webmaster);
    now += SITE_CONTENT_CHECK_MS;
    expect((await other.get()).dashboard.pointsGoal).toBe(1234);
    // Restoring an older section removes a history row below the newest: seen all the same.
    await restorePreviousVersion('rush', webmaster);
    now += SITE_CONTENT_CHECK_MS;
    const seen = await other.get();
    expect([seen.rush.title, seen.dashboard.pointsGoal]).toEqual([shipped.title, 1234]);
  });

  it('asks the database at most once per check interval while nothing changes', async () => {
    let now = 1_000_000;
    const other = new SiteContentCache(
      () => second.db,
      () => now,
    );
    const first = other.get();
    await first;
    now += SITE_CONTENT_CHECK_MS - 1;
    expect(other.get()).toBe(first); // from memory: no query at all
    await saveSection('regent', { ...(await first).regent, name: 'Sam Lee' }, webmaster);
    expect((await other.get()).regent.name).not.toBe('Sam Lee'); // not yet checked
    now += 1;
    expect((await other.get()).regent.name).toBe('Sam Lee');
  });

  it('keeps showing the content it has when a check fails, and remembers no failed first read', async () => {
    let now = 1_000_000;
    let down = false;
    const database = () => {
      if (down) throw new Error('the database is not reachable');
      return second.db;
    };
    const other = new SiteContentCache(database, () => now);
    const shown = await other.get();
    down = true;
    now += SITE_CONTENT_CHECK_MS;
    expect(await other.get()).toBe(shown);

    const fresh = new SiteContentCache(database, () => now);
    await expect(fresh.get()).rejects.toThrow('the database is not reachable');
    down = false;
    expect((await fresh.get()).rush).toEqual(shown.rush);
  });
});
