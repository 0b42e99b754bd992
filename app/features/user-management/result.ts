import type { ActionResult } from '../../shared/forms/action-result';
import type { RowError } from './member-csv';

/** What every user-management action answers; a refused import lists the problems of its file beside. */
export type UserManagementResult = ActionResult & { rowErrors?: RowError[] };
