import { data, Link, useFetcher } from 'react-router';
import { PageHero } from '../../shared/layout/page-hero';
import { pageMeta } from '../../shared/layout/meta';
import { StatusMessage } from '../../shared/layout/status-message';
import { answering, readForm, refused, saved, UNNAMED_INTENT } from '../../shared/forms/action.server';
import { requireMember } from '../../shared/session/guards.server';
import { RichText } from '../../shared/text/rich-text';
import { holdersOf, mayEditHandbook } from './handbook-access.server';
import { HandbookEditor } from './handbook-editor';
import { HandbookHistory, OldVersionNotice } from './handbook-history';
import { handbookFormSchema } from './handbook-input';
import { positionOfSlug } from './handbook-rules';
import { restoreHandbook, saveHandbook, type Version, versionOf, versionsOf } from './handbooks.server';
import { messages } from './messages';
import { savedAtText } from './saved-at-text';
import type { Route } from './+types/handbook-detail.route';
import styles from './handbooks.module.css';

export const meta = ({ data: loaded }: Route.MetaArgs) => pageMeta(loaded ? `${loaded.position} handbook` : 'Handbook');

const FORMER_MEMBER = 'a former member';

const view = (version: Version) => ({
  id: version.id,
  body: version.body,
  savedAt: savedAtText(version.savedAt),
  savedBy: version.savedBy ?? FORMER_MEMBER,
});

/**
 * One position's handbook for any active member. Those who may edit it (its holder today, the Regent, the Webmaster)
 * also get the editor, the list of versions and any old version (`?version=<id>`), checked here, not only hidden.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const position = positionOfSlug(params.position);
  if (!position) throw data(messages.positionGone, { status: 404 });
  const canEdit = await mayEditHandbook(member.id, position);
  const [current, holders, history] = await Promise.all([
    versionOf(position),
    holdersOf(position),
    canEdit ? versionsOf(position) : [],
  ]);
  const asked = canEdit ? new URL(request.url).searchParams.get('version') : null;
  let shown = current;
  if (asked !== null && current) {
    const id = Number(asked);
    shown = Number.isSafeInteger(id) && id > 0 ? await versionOf(position, id) : null;
    if (!shown) throw data(messages.versionNotFound, { status: 404 });
  }
  return {
    position,
    canEdit,
    holders,
    current: current && view(current),
    shown: shown && view(shown),
    history: history.map((v) => ({ id: v.id, savedAt: savedAtText(v.savedAt), savedBy: v.savedBy ?? FORMER_MEMBER })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireMember(request);
  const position = positionOfSlug(params.position);
  if (!position) return refused(UNNAMED_INTENT, 404, messages.positionGone);
  if (!(await mayEditHandbook(member.id, position))) return refused(UNNAMED_INTENT, 403, messages.notYours);
  const read = await readForm(request, handbookFormSchema);
  if (!read.ok) return read.refusal;
  const form = read.value.data;
  if (form.intent === 'save') {
    return answering('save', messages.saveFailed, async () => {
      const appended = await saveHandbook(member.id, position, form.body, form.basedOn);
      return saved('save', appended.message);
    });
  }
  return answering('restore', messages.restoreFailed, async () => {
    const appended = await restoreHandbook(member.id, position, form.versionId, form.basedOn, savedAtText);
    return saved('restore', appended.message);
  });
}

export default function HandbookPage({ loaderData }: Route.ComponentProps) {
  const { position, canEdit, holders, current, shown, history } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const old = shown && current && shown.id !== current.id ? shown : null;
  return (
    <>
      <PageHero title={`${position} handbook`} />
      <div className={`container ${styles.page}`}>
        <p className={styles.back}>
          <Link to="/handbooks">All handbooks</Link>
        </p>
        <p className={styles.holder}>{messages.holders(holders)}</p>
        {/* A refused save is told in the editor, beside the typing it kept, and goes when the editor closes. */}
        <StatusMessage result={fetcher.data?.intent === 'save' && !fetcher.data.ok ? null : (fetcher.data ?? null)} />
        {old && current && <OldVersionNotice version={old} currentId={current.id} fetcher={fetcher} />}
        <article className={styles.handbook} aria-label={`${position} handbook`}>
          {shown ? (
            <RichText source={shown.body} topHeading={2} />
          ) : (
            <p className={styles.muted}>{messages.noHandbook}</p>
          )}
        </article>
        {shown && (
          <p className={styles.muted}>
            Saved {shown.savedAt} by {shown.savedBy}.
          </p>
        )}
        {canEdit && !old && <HandbookEditor position={position} current={current} fetcher={fetcher} />}
        {canEdit && history.length > 0 && (
          <HandbookHistory history={history} shownId={shown?.id ?? null} currentId={current?.id ?? null} />
        )}
      </div>
    </>
  );
}
