import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../shared/layout/dialog';
import type { HandbookFetcher } from './handbook-editor';
import styles from './handbooks.module.css';

interface VersionView {
  id: number;
  savedAt: string;
  savedBy: string;
}

/** Every saved version, newest first, each one a link to read it. */
export function HandbookHistory({
  history,
  shownId,
  currentId,
}: {
  history: VersionView[];
  shownId: number | null;
  currentId: number | null;
}) {
  return (
    <section className={styles.history} aria-labelledby="history-heading">
      <h2 id="history-heading">Versions</h2>
      <ol className={styles.versions}>
        {history.map((version) => (
          <li key={version.id}>
            <Link
              to={version.id === currentId ? '?' : `?version=${version.id}`}
              aria-current={version.id === shownId ? 'page' : undefined}
            >
              Saved {version.savedAt} by {version.savedBy}
            </Link>
            {version.id === currentId && <span className={styles.muted}> (current)</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Says an old version is shown, and offers to make it current again, after asking. */
export function OldVersionNotice({
  version,
  currentId,
  fetcher,
}: {
  version: VersionView;
  currentId: number;
  fetcher: HandbookFetcher;
}) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const result = fetcher.data;

  // Restored: the current version is the one to read now.
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.intent === 'restore' && result.ok) void navigate('?', { replace: true });
  }, [fetcher.state, result, navigate]);

  return (
    <div className={styles.oldVersion}>
      <p>
        You are reading the version saved {version.savedAt} by {version.savedBy}, not the current one.{' '}
        <Link to="?">Back to the current version</Link>
      </p>
      <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
        Restore this version
      </button>
      <ConfirmDialog
        open={confirming}
        title="Restore this version?"
        confirmLabel="Restore this version"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void fetcher.submit(
            { intent: 'restore', versionId: String(version.id), basedOn: String(currentId) },
            { method: 'post' },
          );
        }}
      >
        <p>
          The version saved {version.savedAt} by {version.savedBy} becomes the current handbook again. The current text
          stays in the list of versions, so nothing is lost.
        </p>
      </ConfirmDialog>
    </div>
  );
}
