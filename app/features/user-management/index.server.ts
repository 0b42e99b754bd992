/**
 * What other features may use of user management on the server: the dashboard saves a member's own profile through
 * it, in its own transaction, since user management alone writes `members`.
 */
export { saveOwnRecord, type OwnRecordChanges } from './own-record.server';
/** The server's command line makes the first Webmaster of a new site (`npm run admin`, server/admin-cli.ts). */
export { addFirstWebmaster, FirstWebmasterError, firstWebmasterInput } from './first-webmaster.server';
