import { auditCount as count, type AuditTexts } from '../../shared/db/audit-texts';

/** The admin overview's sentence for each change the events tool records. */
export const auditTexts: AuditTexts = {
  'events.create': (d) => `Created the event ${String(d.name ?? '')}`,
  'events.update': (d) =>
    `Edited the event ${String(d.name ?? '')}` +
    (d.points && typeof d.points === 'object'
      ? `: points ${String((d.points as { from?: unknown }).from)} to ${String((d.points as { to?: unknown }).to)}`
      : ''),
  'events.delete': (d) => `Deleted the event ${String(d.name ?? '')} with ${count(d.attendance)} attendance records`,
  'events.adopt': (d) => `Added the event ${String(d.name ?? '')} from the chapter calendar`,
  'events.roster': (d) =>
    `Saved a roster: ${count(d.attended)} marked attended, ${count(d.excused)} excused, ${count(d.absent)} absent`,
  'events.check-in-start': (d) =>
    `Started check-in for ${String(d.name ?? 'an event')} (${String(d.graceMinutes ?? 0)} grace minutes)`,
  'events.check-in-close': (d) =>
    `Closed check-in for ${String(d.name ?? 'an event')}: ${String(d.checkedIn ?? 0)} checked in`,
};
