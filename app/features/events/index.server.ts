/** What the dashboard may use of events: the check-ins open now that the member has yet to check in to. */
export { openCheckInsFor } from './check-in-open.server';
