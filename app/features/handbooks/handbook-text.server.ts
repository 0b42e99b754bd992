import { versionOf } from './handbooks.server';

/** The text of a position's handbook as it stands, or null when nobody has written it yet. */
export async function currentHandbookText(position: string): Promise<string | null> {
  return (await versionOf(position))?.body ?? null;
}
