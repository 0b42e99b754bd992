import type { RowError } from './member-csv';
import type { FieldErrors } from '../../shared/forms/action-result';

/** What every user-management action answers; the page shows `message` as a status or an alert. */
export type UserManagementResult =
  | { intent: 'save'; ok: boolean; message: string; errors?: FieldErrors }
  | { intent: 'convert'; ok: boolean; message: string }
  | { intent: 'import'; ok: boolean; message: string; rowErrors?: RowError[] };
