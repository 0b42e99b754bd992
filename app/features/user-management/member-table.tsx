import type { FormEvent } from 'react';
import type { useFetcher } from 'react-router';
import type { AdminMember } from './member-list';
import type { UserManagementResult } from './result';
import styles from './user-management.module.css';

interface Props {
  kind: 'active' | 'alumni';
  members: readonly AdminMember[];
  /** Everyone, to name each row's big. */
  everyone: ReadonlyMap<number, AdminMember>;
  onEdit: (member: AdminMember) => void;
  fetcher: ReturnType<typeof useFetcher<UserManagementResult>>;
}

/** The conversion confirmation texts, word for word. */
export function confirmText(kind: 'active' | 'alumni', m: { firstName: string; lastName: string }): string {
  return kind === 'active'
    ? `Are you sure you want to convert ${m.firstName} ${m.lastName} to alumni? This action cannot be undone.`
    : `Are you sure you want to convert ${m.firstName} ${m.lastName} back to an active user?`;
}

/** Actives or alumni as a table (cards on phones), each row with Edit and Convert. */
export function MemberTable({ kind, members, everyone, onEdit, fetcher }: Props) {
  const converting = fetcher.state !== 'idle' ? fetcher.formData?.get('id') : null;
  const confirmConversion = (member: AdminMember) => (event: FormEvent) => {
    if (!window.confirm(confirmText(kind, member))) event.preventDefault();
  };
  const bigName = (id: number | null) => {
    const big = id === null ? undefined : everyone.get(id);
    return big ? `${big.firstName} ${big.lastName}` : '';
  };
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          {kind === 'active' ? <th scope="col">Email</th> : null}
          <th scope="col">{kind === 'active' ? 'Class' : 'Status'}</th>
          <th scope="col">Graduation year</th>
          <th scope="col">Family</th>
          {kind === 'active' ? <th scope="col">Role</th> : <th scope="col">Major</th>}
          <th scope="col">Big</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => {
          const name = `${m.firstName} ${m.lastName}`;
          return (
            <tr key={m.id}>
              <th scope="row" data-label="Name">
                {m.lastName}, {m.firstName}
              </th>
              {kind === 'active' ? <td data-label="Email">{m.email ?? '—'}</td> : null}
              {kind === 'active' ? (
                <td data-label="Class">{m.class ?? '—'}</td>
              ) : (
                <td data-label="Status">
                  {[m.dropped ? 'Dropped' : null, m.foundingMember ? 'Founding member' : null]
                    .filter(Boolean)
                    .join(', ') || '—'}
                </td>
              )}
              <td data-label="Graduation year">{m.graduationYear ?? '—'}</td>
              <td data-label="Family">{m.family ?? '—'}</td>
              {kind === 'active' ? (
                <td data-label="Role">{m.role ?? '—'}</td>
              ) : (
                <td data-label="Major">{m.major ?? '—'}</td>
              )}
              <td data-label="Big">{bigName(m.bigId) || '—'}</td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => onEdit(m)}
                    aria-label={`Edit ${name}`}
                  >
                    Edit
                  </button>
                  <fetcher.Form method="post" onSubmit={confirmConversion(m)}>
                    <input type="hidden" name="intent" value={kind === 'active' ? 'to-alumni' : 'to-active'} />
                    <input type="hidden" name="id" value={m.id} />
                    <button
                      type="submit"
                      className={styles.secondary}
                      disabled={converting === String(m.id)}
                      aria-label={kind === 'active' ? `Convert ${name} to alumni` : `Convert ${name} to an active user`}
                    >
                      {kind === 'active' ? 'Convert to alumni' : 'Convert to active'}
                    </button>
                  </fetcher.Form>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
