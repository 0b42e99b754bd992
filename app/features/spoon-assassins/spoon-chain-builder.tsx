import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import tool from '../../shared/layout/officer-tool.module.css';
import { ToolMessage, type ToolNotice } from '../../shared/layout/tool-message';
import { UnsavedChangesGuard } from '../../shared/layout/unsaved-changes-guard';
import { fullName } from '../../shared/members/full-name';
import { SPOON_MESSAGES } from './messages';
import { availablePlayers, chainOrder, chainSignature, isSavedChain, isValidChain, moveItem } from './spoon-chain';
import type { SpoonPlayer, SpoonTarget } from './spoon-chain.server';
import type { action } from './spoon-assassins.route';
import styles from './spoon-assassins.module.css';

interface Row {
  key: number;
  id: number | null;
}

/** Where focus goes after a row changes place or appears, since React moves or creates the row's elements. */
type FocusRequest = { key: number; control: 'select' | 'up' | 'down' };

/**
 * The officer's chain: one player picker per row, in target order; Save replaces the chain and keeps everyone's
 * elimination. Leaving the page with changes not saved asks first.
 */
export function ChainBuilder({ players, links }: { players: SpoonPlayer[]; links: SpoonTarget[] }) {
  const fetcher = useFetcher<typeof action>();
  const [rows, setRows] = useState<Row[]>(() => {
    const initial = chainOrder(links);
    return (initial.length ? initial : [null]).map((id, key) => ({ key, id }));
  });
  const [nextKey, setNextKey] = useState(rows.length);
  const [invalid, setInvalid] = useState<ToolNotice | null>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const ids = rows.map((row) => row.id);
  // A saved player who may no longer play (now an alumnus or dropped) stays shown by name until the officer acts.
  const playable = new Set(players.map((p) => p.id));
  const gone = links.filter((link) => !playable.has(link.memberId));
  const options = [
    ...players,
    ...gone.map((l) => ({ id: l.memberId, firstName: l.firstName, lastName: `${l.lastName} (no longer active)` })),
  ];
  const unsaved = !isSavedChain(ids, links);

  useEffect(() => {
    if (!focus) return;
    const row = listRef.current?.querySelector(`[data-row-key="${focus.key}"]`);
    const wanted = row?.querySelector<HTMLElement>(`[data-control="${focus.control}"]`);
    // A move button disabled at the end of the list cannot hold focus: use its partner.
    const other = row?.querySelector<HTMLElement>(`[data-control="${focus.control === 'up' ? 'down' : 'up'}"]`);
    (wanted && !(wanted as HTMLButtonElement).disabled ? wanted : other)?.focus();
  }, [focus, rows]);

  const move = (index: number, delta: number, control: 'up' | 'down') => {
    setRows(moveItem(rows, index, delta));
    setFocus({ key: (rows[index] as Row).key, control });
  };
  const add = () => {
    setRows([...rows, { key: nextKey, id: null }]);
    setFocus({ key: nextKey, control: 'select' });
    setNextKey(nextKey + 1);
  };
  const remove = (index: number) => {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    setRows(rows.filter((_, i) => i !== index));
    if (neighbour) setFocus({ key: neighbour.key, control: 'select' });
  };
  const save = () => {
    if (!isValidChain(ids)) {
      setInvalid({ ok: false, message: SPOON_MESSAGES.invalidChain });
      // The message is above the list, often out of sight: the keyboard goes to the row still to fill.
      const empty = rows.find((row) => row.id === null);
      if (empty) setFocus({ key: empty.key, control: 'select' });
      return;
    }
    const cannotPlay = gone.filter((l) => ids.includes(l.memberId)).map(fullName);
    if (cannotPlay.length > 0) {
      setInvalid({ ok: false, message: SPOON_MESSAGES.cannotPlay(cannotPlay) });
      return;
    }
    setInvalid(null);
    const form = new FormData();
    form.set('intent', 'save');
    form.set('saved', chainSignature(links));
    for (const id of ids) form.append('player', String(id));
    fetcher.submit(form, { method: 'post' });
  };

  const saving = fetcher.state !== 'idle';
  const notice = invalid ?? (saving ? null : fetcher.data);
  return (
    <section aria-labelledby="chain-builder" className={styles.panel}>
      <h2 id="chain-builder">Target chain</h2>
      <p className={tool.muted}>Each player targets the next one in the list; the last player targets the first.</p>
      <ToolMessage notice={notice} />
      <ol ref={listRef} className={styles.rows}>
        {rows.map((row, i) => (
          <li key={row.key} data-row-key={row.key} className={styles.row}>
            <label htmlFor={`player-${row.key}`} className={styles.rowLabel}>
              Player {i + 1}
            </label>
            <select
              id={`player-${row.key}`}
              data-control="select"
              aria-invalid={invalid?.message === SPOON_MESSAGES.invalidChain && row.id === null}
              value={row.id ?? ''}
              onChange={(event) => {
                const id = event.target.value ? Number(event.target.value) : null;
                setRows(rows.map((r) => (r.key === row.key ? { ...r, id } : r)));
              }}
            >
              <option value="">Select a player</option>
              {availablePlayers(options, ids, i).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.firstName} {p.lastName}
                </option>
              ))}
            </select>
            <span className={styles.rowActions}>
              <button
                type="button"
                className={tool.secondary}
                data-control="up"
                aria-label={`Move player ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, -1, 'up')}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                className={tool.secondary}
                data-control="down"
                aria-label={`Move player ${i + 1} down`}
                disabled={i === rows.length - 1}
                onClick={() => move(i, 1, 'down')}
              >
                <span aria-hidden="true">↓</span>
              </button>
              <button
                type="button"
                className={tool.danger}
                aria-label={`Remove player ${i + 1}`}
                onClick={() => remove(i)}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className={tool.toolbar}>
        <button type="button" className={tool.secondary} onClick={add} disabled={rows.length >= players.length}>
          Add player
        </button>
        <button type="button" className={tool.button} onClick={save} disabled={saving}>
          {saving ? 'Saving...' : 'Save assignments'}
        </button>
      </div>
      <UnsavedChangesGuard when={unsaved}>{SPOON_MESSAGES.leaveBody}</UnsavedChangesGuard>
    </section>
  );
}
