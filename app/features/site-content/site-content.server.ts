import { count, desc, eq } from 'drizzle-orm';
import { siteContent, siteContentVersions } from '../../../db/schema';
import { CONTENT_SECTIONS } from '../../config/chapter';
import type { SectionName, SiteContent } from './site-content';
import { defaultSiteContent } from './site-content-defaults';
import { db, type Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { readOrFallback } from '../../shared/db/database-outage.server';
import { recordAudit } from '../../shared/db/audit.server';
import { isSection, SiteContentCache } from './site-content-cache.server';
import { saveMedia } from '../../shared/media/media.server';

/**
 * The site content officers edit: one current row per edited section (else the defaults), the earlier values of
 * each section, and this process's cache, which every save and restore here clears, so the next page load shows the
 * change; other processes see it at their next version check (see SiteContentCache).
 */
const cache = new SiteContentCache(db);

/** The current content of every section, from the cache when it is fresh. */
export function getSiteContent(): Promise<SiteContent> {
  return cache.get();
}

/**
 * For the public pages and the dashboard: the content, or the shipped defaults (logged) when the database cannot be
 * read, so a visitor still gets the page.
 */
export function getSiteContentOrDefault(): Promise<SiteContent> {
  return readOrFallback(getSiteContent, defaultSiteContent, 'could not read the site content; showing the defaults');
}

/** Forgets the cached content; the next getSiteContent() reads the database. */
export function invalidateSiteContent(): void {
  cache.invalidate();
}

async function currentRow(tx: Tx, section: SectionName) {
  const [row] = await tx
    .select({ value: siteContent.value, updatedBy: siteContent.updatedBy, updatedAt: siteContent.updatedAt })
    .from(siteContent)
    .where(eq(siteContent.section, section))
    .for('update');
  return row;
}

export interface MediaFile {
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Which saved value of a section a page was loaded with: when it was saved, or '' for the shipped default. Every
 * save and restore changes it.
 */
export const sectionVersion = (savedAt: Date | null | undefined): string => savedAt?.toISOString() ?? '';

/**
 * Saves a section's validated value with its history row, photos and audit row in one transaction. Given the version
 * the officer's page was loaded with, it saves nothing and returns false when someone else saved or restored the
 * section since, so their change is not overwritten unseen.
 */
export async function saveSection<S extends SectionName>(
  section: S,
  value: SiteContent[S],
  actorId: number,
  files: readonly MediaFile[] = [],
  loadedVersion?: string,
): Promise<boolean> {
  const saved = await inTransaction(async (tx) => {
    const row = await currentRow(tx, section);
    if (loadedVersion !== undefined && sectionVersion(row?.updatedAt) !== loadedVersion) return false;
    const oldValue = row?.value ?? defaultSiteContent()[section];
    await tx.insert(siteContentVersions).values({
      section,
      value: oldValue,
      savedBy: row?.updatedBy ?? null,
      savedAt: row?.updatedAt ?? null, // null: the shipped default, never saved
    });
    for (const file of files) await saveMedia(file, tx);
    await tx
      .insert(siteContent)
      .values({ section, value, updatedBy: actorId, updatedAt: new Date() })
      .onConflictDoUpdate({ target: siteContent.section, set: { value, updatedBy: actorId, updatedAt: new Date() } });
    await recordAudit(tx, actorId, 'site-content.save', { section, old: oldValue, new: value });
    return true;
  });
  if (saved) invalidateSiteContent();
  return saved;
}

/**
 * Puts back the newest earlier value of a section (taking it off the history), in one transaction with its audit
 * row. Returning to the shipped default removes the saved row, so the section follows config/chapter.ts again.
 * Returns false when there is nothing to restore.
 */
export async function restorePreviousVersion(section: SectionName, actorId: number): Promise<boolean> {
  const restored = await inTransaction(async (tx) => {
    const current = (await currentRow(tx, section))?.value ?? defaultSiteContent()[section];
    const [previous] = await tx
      .select({ id: siteContentVersions.id, value: siteContentVersions.value, savedAt: siteContentVersions.savedAt })
      .from(siteContentVersions)
      .where(eq(siteContentVersions.section, section))
      .orderBy(desc(siteContentVersions.id))
      .limit(1);
    if (!previous) return false;
    await tx.delete(siteContentVersions).where(eq(siteContentVersions.id, previous.id));
    if (previous.savedAt === null) {
      await tx.delete(siteContent).where(eq(siteContent.section, section));
    } else {
      await tx
        .insert(siteContent)
        .values({ section, value: previous.value, updatedBy: actorId, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: siteContent.section,
          set: { value: previous.value, updatedBy: actorId, updatedAt: new Date() },
        });
    }
    await recordAudit(tx, actorId, 'site-content.restore', { section, old: current, new: previous.value });
    return true;
  });
  if (restored) invalidateSiteContent();
  return restored;
}

export interface SectionHistory {
  /** How many earlier values can be restored, one after another. */
  versions: number;
  /** When the current value was saved; null while the section shows the shipped default. */
  savedAt: Date | null;
}

/** For the editor: per section, whether there is something to restore and when the current value was saved. */
export async function sectionHistories(): Promise<Record<SectionName, SectionHistory>> {
  const [versionRows, currentRows] = await Promise.all([
    db()
      .select({ section: siteContentVersions.section, versions: count() })
      .from(siteContentVersions)
      .groupBy(siteContentVersions.section),
    db().select({ section: siteContent.section, savedAt: siteContent.updatedAt }).from(siteContent),
  ]);
  const out = Object.fromEntries(CONTENT_SECTIONS.map((s) => [s, { versions: 0, savedAt: null }])) as Record<
    SectionName,
    SectionHistory
  >;
  for (const row of versionRows) if (isSection(row.section)) out[row.section].versions = Number(row.versions);
  for (const row of currentRows) if (isSection(row.section)) out[row.section].savedAt = row.savedAt;
  return out;
}
