/** The officers' attendance export: one row per active member and event of the term, as the page counts them. */
import { EVENT_CATEGORY_LABELS } from '../../../config/chapter';
import type { CsvCell } from '../../../shared/text/csv';
import { chapterDay } from '../../../shared/time/chapter-day';
import type { ReportLine } from './attendance-report';
import { HOW_TEXT, statusText } from './attendance-text';

export const ATTENDANCE_CSV_HEADER = [
  'Event',
  'Date',
  'Category',
  'Expected',
  'Last name',
  'First name',
  'Email',
  'Status',
  'How',
  'Reason',
  'Points',
  'Points set in the points sheet',
  // An event not over yet: its absent members may still come, so their rates do not count it yet.
  'Under way',
] as const;

/** The rows of the export, header first; the status reads as on the member's page. */
export function attendanceCsvRows(lines: readonly ReportLine[]): CsvCell[][] {
  return [
    [...ATTENDANCE_CSV_HEADER],
    ...lines.map((line) => [
      line.event.name,
      chapterDay(line.event.startsAt),
      EVENT_CATEGORY_LABELS[line.event.category],
      line.event.expected ? 'yes' : 'no',
      line.member.lastName,
      line.member.firstName,
      line.member.email,
      statusText(line),
      line.how ? HOW_TEXT[line.how] : '',
      line.reason ?? '',
      line.points,
      line.overridden ? 'yes' : 'no',
      line.underWay ? 'yes' : 'no',
    ]),
  ];
}

/** The export's file name: attendance-fall-2026.csv. */
export const attendanceCsvName = (termName: string) => `attendance-${termName.toLowerCase().replaceAll(' ', '-')}.csv`;
