import { EXECUTIVE_ROLES, HIDDEN_PUBLIC_ROLE } from '../../config/chapter';

/** What the public directories know about a person: names and public profile fields only. */
export type PublicPerson = { id: number; firstName: string; lastName: string };
export type Brother = PublicPerson & { class: string | null; role: string | null };
export type Alumnus = PublicPerson & { graduationYear: number | null };
export type Section<T> = { title: string; people: T[] };

const GREEK = [
  'Alpha',
  'Beta',
  'Gamma',
  'Delta',
  'Epsilon',
  'Zeta',
  'Eta',
  'Theta',
  'Iota',
  'Kappa',
  'Lambda',
  'Mu',
  'Nu',
  'Xi',
  'Omicron',
  'Pi',
  'Rho',
  'Sigma',
  'Tau',
  'Upsilon',
  'Phi',
  'Chi',
  'Psi',
  'Omega',
];

/** Last name, then first name, ignoring case and accents. */
export function byLastName(a: PublicPerson, b: PublicPerson): number {
  const options = { sensitivity: 'base' } as const;
  return a.lastName.localeCompare(b.lastName, 'en', options) || a.firstName.localeCompare(b.firstName, 'en', options);
}

/** Executive Board: Regent first, then Vice Regent, then the other executive roles by last name. */
export function executiveBoard<T extends Brother>(brothers: readonly T[]): T[] {
  const rank = (role: string | null) => (role === 'Regent' ? 0 : role === 'Vice Regent' ? 1 : 2);
  return brothers
    .filter((b) => b.role !== null && (EXECUTIVE_ROLES as readonly string[]).includes(b.role))
    .sort((a, b) => rank(a.role) - rank(b.role) || byLastName(a, b));
}

/** Leadership: everyone else with a role, except the Mediation Chair, by last name. */
export function leadership<T extends Brother>(brothers: readonly T[]): T[] {
  return brothers
    .filter((b) => b.role && !(EXECUTIVE_ROLES as readonly string[]).includes(b.role) && b.role !== HIDDEN_PUBLIC_ROLE)
    .sort(byLastName);
}

/** Pledge classes in Greek-alphabet order (unknown names after them, alphabetically), then 'Unknown Class'. */
export function classSections<T extends Brother>(brothers: readonly T[]): Section<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const b of brothers) {
    const key = b.class?.trim() || null;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  const order = (name: string) => {
    const index = GREEK.indexOf(name.split(' ')[0] ?? '');
    return index === -1 ? GREEK.length : index;
  };
  const names = [...groups.keys()]
    .filter((k): k is string => k !== null)
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const sections = names.map((name) => ({ title: `${name} Class`, people: (groups.get(name) ?? []).sort(byLastName) }));
  const unknown = groups.get(null);
  if (unknown) sections.push({ title: 'Unknown Class', people: unknown.sort(byLastName) });
  return sections;
}

/** The role a public card shows: none for the Mediation Chair. */
export function publicRole(role: string | null): string | null {
  return role === HIDDEN_PUBLIC_ROLE ? null : role;
}

/** 'Class of {year}' sections, newest year first, 'Unknown Year' last; people by last name. */
export function alumniSections<T extends Alumnus>(alumni: readonly T[]): Section<T>[] {
  const groups = new Map<number | null, T[]>();
  for (const a of alumni) groups.set(a.graduationYear, [...(groups.get(a.graduationYear) ?? []), a]);
  const years = [...groups.keys()].filter((y): y is number => y !== null).sort((a, b) => b - a);
  const sections = years.map((year) => ({
    title: `Class of ${year}`,
    people: (groups.get(year) ?? []).sort(byLastName),
  }));
  const unknown = groups.get(null);
  if (unknown) sections.push({ title: 'Unknown Year', people: unknown.sort(byLastName) });
  return sections;
}

/**
 * How many cards a visitor sees before scrolling: a row of four on a computer, two rows of two on a phone. Their
 * pictures load with the page, since the largest of them is what a phone shows last; the rest load as they near
 * the screen.
 */
export const CARDS_IN_FIRST_VIEW = 4;

/** For each section (given by its number of cards, in page order), how many of its first cards are in view. */
export function cardsInFirstView(sectionSizes: readonly number[]): number[] {
  let left = CARDS_IN_FIRST_VIEW;
  return sectionSizes.map((size) => {
    const inView = Math.min(size, left);
    left -= inView;
    return inView;
  });
}
