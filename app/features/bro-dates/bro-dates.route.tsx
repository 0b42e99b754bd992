import { useState } from 'react';
import { useFetcher, useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { z } from 'zod';
import { requireTool } from '../../shared/session/guards.server';
import { ConfirmDialog } from '../../shared/layout/dialog';
import { PageHero } from '../../shared/layout/page-hero';
import tool from '../../shared/layout/officer-tool.module.css';
import { ToolMessage } from '../../shared/layout/tool-message';
import { BRO_DATE_MESSAGES } from './messages';
import { answering, readForm, saved } from '../../shared/forms/action.server';
import { LoadFailureBoundary } from '../../shared/layout/load-failure';
import { pageMeta } from '../../shared/layout/meta';
import { type BroDateGroup, listBroDateGroups, reshuffleBroDateGroups } from './bro-date-groups.server';
import type { Route } from './+types/bro-dates.route';
import styles from './bro-dates.module.css';

export const meta = () => pageMeta('Bro Dates');

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'bro-dates');
  return { groups: await listBroDateGroups() };
}

const actionSchema = z.object({ intent: z.literal('reshuffle') });

export async function action({ request }: Route.ActionArgs) {
  const officer = await requireTool(request, 'bro-dates');
  const read = await readForm(request, actionSchema, {
    fallbackIntent: 'reshuffle',
    invalidMessage: BRO_DATE_MESSAGES.unknownAction,
  });
  if (!read.ok) return read.refusal;
  return answering('reshuffle', BRO_DATE_MESSAGES.reshuffleFailed, async () => {
    const sizes = await reshuffleBroDateGroups(officer.id);
    const drawn = sizes.reduce((sum, size) => sum + size, 0);
    return saved('reshuffle', BRO_DATE_MESSAGES.reshuffled(drawn, sizes.length));
  });
}

export default function BroDates() {
  const { groups } = useLoaderData<typeof loader>();
  return <BroDatesPage groups={groups} />;
}

/** Where the groups could not be read, the page says so in place of the list; a reshuffle may still draw them. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadFailureBoundary error={error}>
      <BroDatesPage groups={null} />
    </LoadFailureBoundary>
  );
}

/** The page around the groups; `null` when they could not be read. */
function BroDatesPage({ groups }: { groups: BroDateGroup[] | null }) {
  const fetcher = useFetcher<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const pending = fetcher.state !== 'idle' || revalidator.state !== 'idle' || navigation.state === 'loading';
  const answer = fetcher.state === 'idle' ? fetcher.data : null;

  return (
    <>
      <PageHero title="Manage Brodates" />
      <section className={`container ${tool.section}`}>
        <div className={tool.toolbar}>
          {/* aria-disabled, not disabled, while drawing: a disabled button would drop the focus the dialog returns. */}
          <button
            type="button"
            className={tool.button}
            aria-disabled={pending}
            onClick={() => !pending && setConfirming(true)}
          >
            Reshuffle groups
          </button>
          {groups && groups.length > 0 ? (
            <span className={tool.muted}>
              {groups.length} groups, {groups.reduce((n, g) => n + g.members.length, 0)} members
            </span>
          ) : null}
        </div>
        <ToolMessage notice={answer} />
        <GroupList groups={groups} pending={pending} />
      </section>
      <ConfirmDialog
        open={confirming}
        title="Reshuffle bro-date groups?"
        confirmLabel="Reshuffle"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          fetcher.submit({ intent: 'reshuffle' }, { method: 'post' });
        }}
      >
        <p>{BRO_DATE_MESSAGES.replaces(groups?.length ?? 0)}</p>
      </ConfirmDialog>
    </>
  );
}

function GroupList({ groups, pending }: { groups: BroDateGroup[] | null; pending: boolean }) {
  if (pending) return <p role="status">{BRO_DATE_MESSAGES.loading}</p>;
  if (!groups) return <p role="alert">{BRO_DATE_MESSAGES.fetchFailed}</p>;
  if (groups.length === 0) return <p>{BRO_DATE_MESSAGES.empty}</p>;
  return (
    <ol className={styles.groups}>
      {groups.map((group, i) => (
        <li key={group.id} className={styles.group}>
          <h2 className={styles.heading}>Group {i + 1}</h2>
          <ul className={styles.names}>
            {group.members.map((m) => (
              <li key={m.id}>
                {m.firstName} {m.lastName}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
