import { publicOrigin } from '../../shared/runtime/env.server';
import { isSignatureOf, signatureOf } from '../../shared/runtime/site-secret.server';

const PURPOSE = 'calendar-feed';

/** The member and version a feed address stands for. */
export interface FeedKey {
  memberId: number;
  version: number;
}

/**
 * The file name of a member's feed: their id, the feed's version and a signature of both, so it names nobody's email,
 * cannot be made for another member, and stops working when the version goes up.
 */
function feedFileName({ memberId, version }: FeedKey): string {
  return `${memberId}-${version}-${signatureOf(PURPOSE, `${memberId}:${version}`)}.ics`;
}

/** The full address calendar apps subscribe to. */
export function feedUrl(key: FeedKey): string {
  return `${publicOrigin()}/calendar/${feedFileName(key)}`;
}

/** The member and version a feed's file name stands for, or null when this site did not sign it. */
export function readFeedFileName(name: string): FeedKey | null {
  const match = /^(\d{1,9})-(\d{1,9})-([\w-]{22})\.ics$/.exec(name);
  if (!match) return null;
  const [, member = '', version = '', signature = ''] = match;
  if (!isSignatureOf(PURPOSE, `${member}:${version}`, signature)) return null;
  return { memberId: Number(member), version: Number(version) };
}
