/**
 * What members leaving do to the points (registered in `app/members-leaving.server.ts`), and the points cleared when
 * user management converts an alumnus back to active.
 */
export { forgetLeavingPoints, forgetPointsOf } from './leaving-members.server';
