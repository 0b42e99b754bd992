import { data } from 'react-router';

const LARGEST_ID = 2_147_483_647;

/**
 * The record id in a URL, such as `/admin/events/12`: a whole number the database can hold, or the page answers
 * 404 (with `gone` as its text, when given), as for a record that is not there.
 */
export function routeId(value: string | undefined, gone: string | null = null): number {
  const id = Number(value);
  if (!/^\d+$/.test(value ?? '') || id < 1 || id > LARGEST_ID) throw data(gone, { status: 404 });
  return id;
}
