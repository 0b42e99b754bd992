import type { AdminMember } from './member-list';
import { TERMS_FORM } from './messages';
import styles from './user-management.module.css';

interface Props {
  kind: 'active' | 'alumni';
  members: readonly AdminMember[];
  /** Everyone, to name each row's big. */
  everyone: ReadonlyMap<number, AdminMember>;
  onEdit: (member: AdminMember) => void;
  /** Asks to convert the member to the other list (a confirmation follows). */
  onConvert: (member: AdminMember) => void;
  /** Opens the member's officer terms. */
  onTerms: (member: AdminMember) => void;
  /** Today in the chapter's time zone: a term from a later day shows beside the role of today. */
  today: string;
}

/** The member's next term from a later day, the board set in advance, or undefined. */
const comingOf = (m: AdminMember, today: string) => m.terms.find((term) => term.startsOn > today);

function ComingTerm({ term }: { term: AdminMember['terms'][number] | undefined }) {
  return term ? <span className={styles.coming}>{TERMS_FORM.coming(term)}</span> : null;
}

/** Actives or alumni as a table (cards on phones), each row with Edit, Terms and Convert. */
export function MemberTable({ kind, members, everyone, onEdit, onConvert, onTerms, today }: Props) {
  const bigName = (id: number | null) => {
    const big = id === null ? undefined : everyone.get(id);
    return big ? `${big.firstName} ${big.lastName}` : '';
  };
  return (
    <div className={styles.tableScroll}>
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
                {kind === 'active' ? <td data-label="Email">{m.email ? <Email address={m.email} /> : '—'}</td> : null}
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
                  <td data-label="Role">
                    {TERMS_FORM.role(m)}
                    <ComingTerm term={comingOf(m, today)} />
                  </td>
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
                    <button
                      type="button"
                      className={styles.secondary}
                      onClick={() => onTerms(m)}
                      aria-label={`Terms of ${name}`}
                    >
                      {TERMS_FORM.button}
                    </button>
                    <button
                      type="button"
                      className={styles.secondary}
                      onClick={() => onConvert(m)}
                      aria-label={kind === 'active' ? `Convert ${name} to alumni` : `Convert ${name} to an active user`}
                    >
                      {kind === 'active' ? 'Convert to alumni' : 'Convert to active'}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** An email that may wrap after its @ on a narrow screen, and nowhere else. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
