/**
 * The changes the embedded database announces as they commit. The statement triggers that count changes for the
 * pages kept in memory (migration 0008) also `pg_notify` this channel with 'public' or 'data'. PGlite runs inside
 * this process, which alone opens its directory, and hands a transaction's notices to the listener before the
 * transaction's own call returns (never for one rolled back): counting them here gives the versions exactly, with
 * no query per request. PostgreSQL may have other writers and delivers notices on another connection some time
 * later, so there the versions are read from the database instead (server/change-versions.ts).
 */
export const CHANGES_CHANNEL = 'page_changes';

const counts = { public: 0, data: 0 };
let listening = false;

export function countChange(payload: string): void {
  if (payload === 'public') counts.public += 1;
  else counts.data += 1;
}

/** Set when the embedded database's notices are listened to, and cleared when it closes. */
export function listeningForChanges(on: boolean): void {
  listening = on;
}

/** The versions as counted from the notices, or null when no embedded database announces them. */
export function announcedVersions(): { public: string; data: string } | null {
  return listening ? { public: `n${counts.public}`, data: `n${counts.data}` } : null;
}
