/**
 * Every feature that keeps something of a member and must let go of it when the member leaves the active list,
 * registered once here. `entry.server.tsx` imports this file, so the site registers them before any request, and the
 * integration tests' setup (`tests/setup/per-file.ts`) imports it too. A feature that keeps something of members adds
 * its handler to this list.
 */
import { leaveBroDateGroups } from './features/bro-dates/index.server';
import { forgetLeavingPoints } from './features/scribe-editor/index.server';
import { leaveSpoonChain } from './features/spoon-assassins/index.server';
import { type MembersLeavingHandler, onMembersLeaving } from './shared/members/members-leaving.server';

export const MEMBERS_LEAVING_SUBSCRIBERS: Readonly<Record<string, MembersLeavingHandler>> = {
  'scribe-editor': forgetLeavingPoints,
  'spoon-assassins': leaveSpoonChain,
  'bro-dates': leaveBroDateGroups,
};

for (const [feature, handler] of Object.entries(MEMBERS_LEAVING_SUBSCRIBERS)) onMembersLeaving(feature, handler);
