import { chapter } from '../../config/chapter';

/** The document title and description for a page. */
export function pageMeta(title: string, description?: string) {
  return [
    { title: `${title} | ${chapter.fraternity} ${chapter.name}` },
    {
      name: 'description',
      content:
        description ??
        `${chapter.fraternity} ${chapter.name} chapter: the ${chapter.tagline.toLowerCase()} at ${chapter.university}.`,
    },
  ];
}
