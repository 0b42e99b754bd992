import { count, max } from 'drizzle-orm';
import { siteContent, siteContentVersions } from '../../../db/schema';
import { CONTENT_SECTIONS } from '../../config/chapter';
import { storedSectionSchemas, type SectionName, type SiteContent } from './site-content';
import { defaultSiteContent } from './site-content-defaults';
import type { Db } from '../../shared/db/db.server';
import { logger } from '../../shared/runtime/logger.server';

/**
 * How long a process shows its cached content before asking the database whether another process changed it.
 * Public pages read the content on every request, so they ask at most this often, with one small query.
 */
export const SITE_CONTENT_CHECK_MS = 1000;

export function isSection(name: string): name is SectionName {
  return (CONTENT_SECTIONS as readonly string[]).includes(name);
}

export async function loadSiteContent(handle: Db): Promise<SiteContent> {
  const content = defaultSiteContent();
  const rows = await handle.select({ section: siteContent.section, value: siteContent.value }).from(siteContent);
  for (const row of rows) {
    if (!isSection(row.section)) continue;
    const parsed = storedSectionSchemas[row.section].safeParse(row.value);
    if (parsed.success) Object.assign(content, { [row.section]: parsed.data });
    // A value an older release saved that no longer fits: show the default rather than break the page.
    else logger.warn({ section: row.section, issues: parsed.error.issues }, 'stored site content ignored');
  }
  return content;
}

/**
 * Which edit the content is at: every save adds a history row and every restore removes one, in the change's own
 * transaction, so the row count and the highest id (never reused) together change with each, whichever process made it.
 */
async function contentVersion(handle: Db): Promise<string> {
  const [row] = await handle.select({ rows: count(), latest: max(siteContentVersions.id) }).from(siteContentVersions);
  return `${row?.rows ?? 0}:${row?.latest ?? 0}`;
}

interface Entry {
  version: Promise<string>;
  content: Promise<SiteContent>;
  checkedAt: number;
}

/**
 * The site content one process shows. Its own saves clear it (invalidate), so they show on the next load; edits
 * by other processes show once a check finds the version changed, at most SITE_CONTENT_CHECK_MS later.
 */
export class SiteContentCache {
  #entry: Entry | undefined;

  constructor(
    private readonly database: () => Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The current content: from memory while recently checked, else after one version query (and a read if changed). */
  get(): Promise<SiteContent> {
    const now = this.clock();
    const known = this.#entry;
    if (known && now - known.checkedAt < SITE_CONTENT_CHECK_MS) return known.content;
    const version = Promise.resolve().then(() => contentVersion(this.database())); // failures as rejections
    // The version is read before the content: an edit in between makes the next check read again, never the
    // other way round (old content kept under the new version).
    const content = version.then(
      async (current) => {
        const previous = await known?.version.catch(() => undefined);
        return known && previous === current ? known.content : loadSiteContent(this.database());
      },
      (error: unknown) => {
        if (known) return known.content; // the database did not answer: keep showing what we have
        throw error;
      },
    );
    const entry: Entry = { version, content, checkedAt: now };
    this.#entry = entry;
    content.catch(() => {
      if (this.#entry === entry) this.#entry = undefined; // a failed read is not remembered
    });
    return content;
  }

  /**
   * Forgets the content; the next get() reads the database. Called once a save has committed, so a read that
   * began earlier (and may have seen the old rows) is never kept.
   */
  invalidate(): void {
    this.#entry = undefined;
  }
}
