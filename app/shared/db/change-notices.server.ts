/**
 * The embedded database's change notices (migration 0008's triggers): delivered before the transaction's call
 * returns, so counting them gives the kept pages' versions with no query. On PostgreSQL, which has other writers
 * and delivers them later, the versions are read from the database instead (server/change-versions.ts).
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
