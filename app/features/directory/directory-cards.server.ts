import type { CardPerson } from './member-card';
import { pictureUrl } from '../../shared/pictures/pictures';

type Row = Omit<CardPerson, 'picture' | 'role'> & { role?: string | null; profilePictureUrl: string | null };

/** A directory row as its card shows it: the picture resolved, nothing else added. */
export function toCard({ profilePictureUrl, role = null, ...row }: Row): CardPerson {
  return { ...row, role, picture: pictureUrl(profilePictureUrl) };
}
