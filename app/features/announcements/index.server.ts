/** What the demo chapter's seed may use of announcements: writing one as if an officer had sent it. */
export { writeAnnouncement } from './send.server';
export { recipientsOf } from './recipients.server';
