import type { GivenBack } from '../officer-terms';
/** Search, filters and sorting of the officer's member lists; the query lives in the page address. */

export interface ListedMember {
  status: 'active' | 'alumni';
  firstName: string;
  lastName: string;
  email: string | null;
  class: string | null;
  graduationYear: number | null;
  family: string | null;
  major: string | null;
  /** The position of their officer term covering today, or null. */
  role: string | null;
  dropped: boolean;
  foundingMember: boolean;
}

/** One officer term of a member: a position from a first day to a last day (null: until further notice). */
export interface AdminTerm {
  id: number;
  position: string;
  startsOn: string;
  endsOn: string | null;
  /** For a term that may be removed (it starts today or later), the terms removing it gives back; otherwise none. */
  givesBack: GivenBack[];
}

/** Everything the officer's user management shows and edits about a member. */
export interface AdminMember extends ListedMember {
  id: number;
  /** The first day of the term that makes `role` theirs. */
  roleSince: string | null;
  /** Their officer terms, oldest first: past, current and coming. */
  terms: AdminTerm[];
  bigId: number | null;
  linkedinUrl: string | null;
  profilePictureUrl: string | null;
}

export const STATUS_FILTERS = {
  all: 'Actives and alumni',
  active: 'Actives',
  alumni: 'Alumni',
  dropped: 'Dropped alumni',
  founding: 'Founding members',
} as const;
export type StatusFilter = keyof typeof STATUS_FILTERS;

export const SORTS = {
  name: 'Last name',
  class: 'Class',
  'graduation-year': 'Graduation year (newest first)',
  family: 'Family',
} as const;
export type Sort = keyof typeof SORTS;

/** The role filter's value for members without a role. */
export const NO_ROLE = '(none)';

export interface ListQuery {
  q: string;
  family: string;
  class: string;
  role: string;
  status: StatusFilter;
  sort: Sort;
}

/** The query from a page address; anything unknown falls back to showing everything by name. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    family: params.get('family') ?? '',
    class: params.get('class') ?? '',
    role: params.get('role') ?? '',
    status: status in STATUS_FILTERS ? (status as StatusFilter) : 'all',
    sort: sort in SORTS ? (sort as Sort) : 'name',
  };
}

/** Whether a record of this status can appear at all under the status filter. */
export function showsStatus(filter: StatusFilter, status: ListedMember['status']): boolean {
  return filter === 'all' || (status === 'active' ? filter === 'active' : filter !== 'active');
}

/** The members that match every part of the query, sorted as asked. */
export function filterMembers<T extends ListedMember>(members: readonly T[], query: ListQuery): T[] {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  return members
    .filter((m) => showsStatus(query.status, m.status))
    .filter((m) => query.status !== 'dropped' || m.dropped)
    .filter((m) => query.status !== 'founding' || m.foundingMember)
    .filter((m) => !query.family || m.family === query.family)
    .filter((m) => !query.class || m.class === query.class)
    .filter((m) => !query.role || (query.role === NO_ROLE ? !m.role : m.role === query.role))
    .filter((m) => {
      const text = [m.firstName, m.lastName, m.email, m.major].join(' ').toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort(comparator(query.sort));
}

const byName = (a: ListedMember, b: ListedMember) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** Blanks sort last whatever the direction. */
function blanksLast<V>(a: V | null, b: V | null, compare: (x: V, y: V) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b);
}

function comparator(sort: Sort): (a: ListedMember, b: ListedMember) => number {
  switch (sort) {
    case 'class':
      return (a, b) => blanksLast(a.class, b.class, (x, y) => x.localeCompare(y)) || byName(a, b);
    case 'graduation-year':
      return (a, b) => blanksLast(a.graduationYear, b.graduationYear, (x, y) => y - x) || byName(a, b);
    case 'family':
      return (a, b) => blanksLast(a.family, b.family, (x, y) => x.localeCompare(y)) || byName(a, b);
    default:
      return byName;
  }
}
