import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { requireTool } from '../../shared/session/guards.server';
import { PageHero } from '../../shared/layout/page-hero';
import { StatusMessage } from '../../shared/layout/status-message';
import { type Editing, MemberFormDialog } from './member-form-dialog';
import { ConversionDialog, type Converting } from './conversion-dialog';
import { TermsDialog } from './terms-dialog';
import { fullName } from '../../shared/members/full-name';
import { chapterToday } from '../../shared/members/current-position.server';
import { MemberFilters } from './member-filters';
import { MemberTable } from './member-table';
import type { UserManagementResult } from './result';
import { RosterCsv } from './roster-csv';
import styles from './user-management.module.css';
import { filterMembers, type ListQuery, readListQuery, showsStatus } from './member-list';
import { keepActionRetryAfter } from '../../shared/forms/action-retry-after';
import { pageMeta } from '../../shared/layout/meta';
import { listAdminMembers } from './member-admin.server';
import type { Route } from './+types/user-management.route';
import { userManagementAction } from './user-management.server';

export const meta = () => pageMeta('User Management');

/** A picture refused while the server is busy says when to try again. */
export const headers = keepActionRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'user-management');
  const today = chapterToday();
  return { members: await listAdminMembers(today), today };
}

export async function action({ request }: Route.ActionArgs) {
  return userManagementAction(request);
}

/** Filters only change the address; the lists are already here, so skip the reload. */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function UserManagement({ loaderData }: Route.ComponentProps) {
  const { members, today } = loaderData;
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [converting, setConverting] = useState<Converting | null>(null);
  // The id, not the record: each change of terms reloads the page, and the dialog shows the member as reloaded.
  const [termsOf, setTermsOf] = useState<number | null>(null);
  const csv = useFetcher<UserManagementResult>({ key: 'import' });
  // The import answers inside its own section, next to the row errors.
  const [result, setResult] = useState<UserManagementResult | null>(null);
  // A converted row leaves its list and takes its Convert button with it: once the confirmation has closed, keyboard
  // focus goes to the outcome instead of falling to the page.
  const statusRef = useRef<HTMLDivElement>(null);
  const focusOutcome = useRef(false);
  useEffect(() => {
    if (!focusOutcome.current || converting) return;
    focusOutcome.current = false;
    statusRef.current?.focus();
  }, [converting, result]);

  const everyone = useMemo(() => new Map(members.map((m) => [m.id, m])), [members]);
  const termsRecord = termsOf === null ? undefined : everyone.get(termsOf);
  const board = useMemo(
    () => members.flatMap((m) => m.terms.map((term) => ({ ...term, memberId: m.id, memberName: fullName(m) }))),
    [members],
  );
  const classes = useMemo(() => [...new Set(members.flatMap((m) => (m.class ? [m.class] : [])))].sort(), [members]);
  const visible = filterMembers(members, query);
  const actives = visible.filter((m) => m.status === 'active');
  const alumni = visible.filter((m) => m.status === 'alumni');

  const onFilter = (next: ListQuery) => {
    const entries = Object.entries(next).filter(
      ([key, value]) => value && !(key === 'status' && value === 'all') && !(key === 'sort' && value === 'name'),
    );
    setParams(new URLSearchParams(entries), { replace: true, preventScrollReset: true });
  };
  const onSaved = (saved: UserManagementResult) => {
    setResult(saved);
    setEditing(null);
  };
  const onConverted = (answer: UserManagementResult) => {
    setResult(answer);
    setConverting(null);
    focusOutcome.current = true;
  };

  const list = (kind: 'active' | 'alumni', title: string, rows: typeof visible) =>
    showsStatus(query.status, kind) ? (
      <section className={styles.list} aria-labelledby={`${kind}-heading`}>
        <div className={styles.listHeader}>
          <h2 id={`${kind}-heading`}>
            {title} <span className={styles.count}>({rows.length})</span>
          </h2>
          <button type="button" className={styles.primary} onClick={() => setEditing({ kind, record: null })}>
            {kind === 'active' ? 'Add user' : 'Add alumni'}
          </button>
        </div>
        {rows.length > 0 ? (
          <MemberTable
            kind={kind}
            members={rows}
            everyone={everyone}
            onEdit={(record) => setEditing({ kind, record })}
            onConvert={(record) => setConverting({ kind, record })}
            onTerms={(record) => setTermsOf(record.id)}
            today={today}
          />
        ) : (
          <p className={styles.empty}>
            {members.some((m) => m.status === kind) ? 'No records match these filters.' : 'No records yet.'}
          </p>
        )}
      </section>
    ) : null;

  return (
    <>
      <PageHero title="User Management" />
      <div className={`container ${styles.page}`}>
        <div ref={statusRef} tabIndex={-1} className={styles.statusAnchor}>
          <StatusMessage result={result} />
        </div>
        <MemberFilters query={query} classes={classes} onChange={onFilter} />
        {list('active', 'Active members', actives)}
        {list('alumni', 'Alumni', alumni)}
        <RosterCsv fetcher={csv} />
      </div>
      {editing ? (
        <MemberFormDialog {...editing} members={members} onSaved={onSaved} onClose={() => setEditing(null)} />
      ) : null}
      {converting ? (
        <ConversionDialog {...converting} today={today} onDone={onConverted} onClose={() => setConverting(null)} />
      ) : null}
      {termsRecord ? (
        <TermsDialog record={termsRecord} today={today} board={board} onClose={() => setTermsOf(null)} />
      ) : null}
    </>
  );
}
