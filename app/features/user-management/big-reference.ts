import { z } from 'zod';
import { fullName } from '../../shared/members/full-name';

/**
 * How a CSV row names a member's big, readable by an officer: "First Last <email>" as exported, or the email alone,
 * or the name alone. The database decides who it is (`resolveBig`).
 */
export type BigRef = { name: string | null; email: string | null };

type Person = { id: number; firstName: string; lastName: string; email: string | null };

/** The `big` cell of the export: the big's name, and their email when they have one. */
export function formatBig(big: Omit<Person, 'id'> | undefined): string | null {
  if (!big) return null;
  const name = fullName(big);
  return big.email ? `${name} <${big.email}>` : name;
}

const NAME_AND_EMAIL = /^(.*?)\s*<([^<>]*)>$/;
const emailFormat = z.email();

/** The big a cell names, null for an empty cell, or why the cell cannot name anyone. */
export function parseBig(cell: string): BigRef | null | { error: string } {
  const text = cell.trim();
  if (text === '') return null;
  const match = NAME_AND_EMAIL.exec(text);
  const name = normalName(match ? (match[1] as string) : text.includes('@') ? '' : text);
  const email = match ? (match[2] as string).trim() : text.includes('@') ? text : '';
  if (email && !emailFormat.safeParse(email).success)
    return { error: `"${email}" is not a valid email. Name the big as First Last, or by their email.` };
  return { name: name || null, email: email ? email.toLowerCase() : null };
}

/** A name compared without case and with single spaces. */
const normalName = (name: string) => name.trim().replace(/\s+/g, ' ');
const sameName = (a: string, b: string) => normalName(a).toLowerCase() === normalName(b).toLowerCase();

/** The member a reference names among `people`, or why it names no one, or more than one. */
export function resolveBig(ref: BigRef, people: readonly Person[]): { id: number } | { error: string } {
  if (ref.email) {
    const owner = people.find((p) => p.email?.toLowerCase() === ref.email);
    if (!owner) return { error: `No member has the email ${ref.email}.` };
    if (ref.name && !sameName(ref.name, fullName(owner)))
      return { error: `The email ${ref.email} belongs to ${fullName(owner)}, not ${ref.name}.` };
    return { id: owner.id };
  }
  const name = ref.name as string;
  const named = people.filter((p) => sameName(name, fullName(p)));
  if (named.length === 1) return { id: (named[0] as Person).id };
  if (named.length === 0) return { error: `No member is named ${name}.` };
  return { error: `${named.length} members are named ${name}: name the big by email or big_id.` };
}
