/**
 * What other features may use of user management on the server: the dashboard saves a member's own profile through
 * it, in its own transaction, since user management alone writes `members`.
 */
export { saveOwnRecord, type OwnRecordChanges } from './own-record.server';
