import { useState } from 'react';
import type { ContentSection } from '../../config/chapter';
import type { ContentFetcher } from './types';

/**
 * Which sections hold changes the officer has made on the page but not saved (the page's `UnsavedChangesGuard`
 * asks before they are thrown away). A section is clean again once a change of it is answered as saved, since the
 * page then shows its saved values.
 */
export function useUnsavedSections(fetchers: Record<ContentSection, ContentFetcher>) {
  const [edited, setEdited] = useState<readonly ContentSection[]>([]);
  const sections = Object.keys(fetchers) as ContentSection[];
  const answers = sections.map((section) => fetchers[section].data);
  const [seen, setSeen] = useState(answers);
  // Follows the answers during render (React's pattern for state derived from props).
  if (answers.some((answer, i) => answer !== seen[i])) {
    setSeen(answers);
    const saved = sections.filter((_, i) => answers[i] !== seen[i] && answers[i]?.ok);
    if (saved.length > 0) setEdited((all) => all.filter((section) => !saved.includes(section)));
  }

  const markEdited = (section: ContentSection) => setEdited((all) => (all.includes(section) ? all : [...all, section]));
  return { edited, markEdited };
}
