import type { useFetcher } from 'react-router';
import type { FieldErrors } from '../../shared/forms/action-result';
import type { ContentActionResult } from './site-content-actions.server';

/** A photo as the editor shows it: a small image when there is one, and words naming it. */
export type PhotoPreview = { src: string | null; label: string };

/**
 * Whether a section can be restored, when its current value was saved (already formatted for the chapter), and
 * which saved value the page shows (`version`, sent back with a save so a newer save by someone else is not lost).
 */
export type HistoryView = { versions: number; savedAt: string | null; version: string };

export type ContentFetcher = ReturnType<typeof useFetcher<ContentActionResult>>;

/**
 * The latest answer of a section's fetcher: about that section, or about the form as a whole (one too large to read
 * names no section).
 */
export function resultFor(fetcher: ContentFetcher, section: string): ContentActionResult | undefined {
  const result = fetcher.data;
  return result && (result.section ?? section) === section ? result : undefined;
}

/** The field errors of the latest answer for a section. */
export function errorsFor(fetcher: ContentFetcher, section: string): FieldErrors {
  const result = resultFor(fetcher, section);
  return result && !result.ok ? (result.errors ?? {}) : {};
}
