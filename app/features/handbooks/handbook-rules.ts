/**
 * The rules of position handbooks, without the database: which position an address names, who may edit a handbook,
 * how long one may be, and whether a save still starts from the newest version.
 */
import { ROLES } from '../../config/chapter';

/** The longest handbook, in characters as the editor counts them (a line break is one). */
export const HANDBOOK_MAX = 40_000;

/** Besides the position's own holder, these may edit every handbook: the chapter's head and the site's keeper. */
export const HANDBOOK_EDITORS: readonly string[] = ['Regent', 'Webmaster'];

/** A position in addresses: "Vice Regent" is `vice-regent`. */
export const positionSlug = (position: string) => position.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The position an address names, or null when it names none of the chapter's positions. */
export function positionOfSlug(slug: string | undefined): string | null {
  return ROLES.find((role) => positionSlug(role) === slug) ?? null;
}

/** The page of a position's handbook. */
export const handbookPath = (position: string) => `/handbooks/${positionSlug(position)}`;

/** Whether the member holding `heldToday` (their position today, or null) may edit the handbook of `position`. */
export function mayEdit(heldToday: string | null, position: string): boolean {
  return heldToday !== null && (heldToday === position || HANDBOOK_EDITORS.includes(heldToday));
}

/**
 * Whether a save or restore made from a page that showed version `basedOn` (null: no handbook yet) still starts
 * from the newest version; otherwise someone saved in between and their version would be buried without being read.
 */
export const startsFromNewest = (basedOn: number | null, newestId: number | null) => basedOn === newestId;

/** A body as the editor showed it: the browser sends line breaks as CR LF, the editor counts them as one. */
export const asShown = (body: string) => body.replace(/\r\n?/g, '\n');

/**
 * The account menu's way to the handbooks: an officer's own position's handbook ("Handbook"), or for a member who
 * holds no position today the list of every handbook ("Handbooks"). The session's role is already the position of
 * the term covering today, so this needs no query of its own.
 */
export function handbookLinkFor(position: string | null): { path: string; label: string } {
  return position ? { path: handbookPath(position), label: 'Handbook' } : { path: '/handbooks', label: 'Handbooks' };
}
