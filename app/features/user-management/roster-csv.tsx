import type { useFetcher } from 'react-router';
import { MEMBER_CSV_COLUMNS } from './member-csv';
import { StatusMessage } from '../../shared/layout/status-message';
import type { UserManagementResult } from './result';
import styles from './user-management.module.css';

/** CSV export of the roster, and the import that writes nothing unless every row is good. */
export function RosterCsv({ fetcher }: { fetcher: ReturnType<typeof useFetcher<UserManagementResult>> }) {
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const rowErrors = result?.rowErrors ?? [];
  return (
    <section className={styles.csv} aria-labelledby="csv-heading">
      <h2 id="csv-heading">CSV</h2>
      <p className={styles.hint}>
        Columns: {MEMBER_CSV_COLUMNS.join(', ')}. A row with an id updates that record, a row without one adds a record;
        status, first_name and last_name are required, and an active member needs an email. Name a big in the big column
        by First Last or by email; big_id is optional. Nothing is imported unless every row is valid, and every problem
        of a file is listed at once.
      </p>
      <a className={styles.secondary} href="/admin/user-management/export" download>
        Export CSV
      </a>
      <fetcher.Form method="post" encType="multipart/form-data" className={styles.import}>
        <input type="hidden" name="intent" value="import" />
        <label className={styles.filter}>
          <span>CSV file to import</span>
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <button type="submit" className={styles.secondary} disabled={busy}>
          {busy ? 'Importing…' : 'Import CSV'}
        </button>
      </fetcher.Form>
      <div className={styles.csvResult}>
        <StatusMessage result={result ?? null} />
      </div>
      {rowErrors.length > 0 ? (
        <ul className={styles.rowErrors} aria-label="Problems in the file">
          {rowErrors.map((e, i) => (
            <li key={i}>
              {e.row > 0 ? `Row ${e.row}` : 'File'}
              {e.column ? `, ${e.column}` : ''}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
