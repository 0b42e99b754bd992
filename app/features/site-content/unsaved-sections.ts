import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import type { ContentSection } from '../../config/chapter';
import type { ContentFetcher } from './types';

/**
 * Which sections hold changes the officer has made on the page but not saved, and the guard that asks before they
 * are thrown away: a link to another page is held until the officer chooses (`blocker`), and the browser asks
 * before a reload or a closed tab. A section is clean again once a change of it is answered as saved, since the
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

  const unsaved = edited.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const markEdited = (section: ContentSection) => setEdited((all) => (all.includes(section) ? all : [...all, section]));
  return { edited, markEdited, blocker };
}
