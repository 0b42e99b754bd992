import type { useFetcher } from 'react-router';
import type { ContentActionResult } from './site-content-actions.server';

/** A photo as the editor shows it: a small image when there is one, and words naming it. */
export type PhotoPreview = { src: string | null; label: string };

/** Whether a section can be restored, and when its current value was saved (already formatted for the chapter). */
export type HistoryView = { versions: number; savedAt: string | null };

export type ContentFetcher = ReturnType<typeof useFetcher<ContentActionResult>>;

/** The field errors of the latest answer for a section. */
export function errorsFor(fetcher: ContentFetcher, section: string): Record<string, string> {
  return fetcher.data?.section === section && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
}
