/**
 * Every feature's handler for members leaving the active list, registered before any request: `entry.server.tsx`
 * and the integration tests' setup import this file. A feature that keeps something of members adds itself here.
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
