import { useId, useState, type FormEvent } from 'react';
import type { MemberEntry } from './chart-data';
import { findByName } from './member-search';
import { TREE_MESSAGES } from './messages';
import styles from './family-tree-chart.module.css';

/** More matches than this ask for more of the name rather than a long list. */
const MAX_CHOICES = 8;

/**
 * The buttons over the tree: zoom in and out, 'Whole tree' (all of it on screen), 'Find me', and 'Find a member', which shows the
 * one member matching the name, lists several to choose from, or says why nobody was found.
 */
export function TreeToolbar({
  members,
  zoomStep,
  onZoom,
  onFit,
  onShow,
}: {
  members: readonly MemberEntry[];
  zoomStep: number;
  onZoom: (factor: number) => void;
  onFit: () => void;
  onShow: (member: MemberEntry) => void;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState('');
  const [choices, setChoices] = useState<{ query: string; matches: MemberEntry[] } | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  const showMember = (member: MemberEntry, text: string) => {
    onShow(member);
    setShown(member.key);
    setMessage(text);
  };

  const findMe = () => {
    setChoices(null);
    const you = members.find((m) => m.you);
    if (you) showMember(you, TREE_MESSAGES.showingYou);
    else setMessage(TREE_MESSAGES.notOnTree);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const wanted = query.trim();
    const matches = findByName(members, wanted);
    setChoices(matches.length > 1 ? { query: wanted, matches } : null);
    if (!wanted) setMessage(TREE_MESSAGES.emptyQuery);
    else if (matches.length === 0) setMessage(TREE_MESSAGES.noMatch(wanted));
    else if (matches.length === 1 && matches[0]) showMember(matches[0], TREE_MESSAGES.showing(matches[0].name));
    else setMessage(TREE_MESSAGES.severalMatches(matches.length, wanted));
  };

  return (
    <div className={styles.toolbar}>
      <div className={styles.buttons}>
        <button type="button" className={styles.tool} onClick={() => onZoom(zoomStep)}>
          <span aria-hidden="true" className={styles.glyph}>
            +
          </span>
          <span className={styles.toolText}>Zoom in</span>
        </button>
        <button type="button" className={styles.tool} onClick={() => onZoom(1 / zoomStep)}>
          <span aria-hidden="true" className={styles.glyph}>
            −
          </span>
          <span className={styles.toolText}>Zoom out</span>
        </button>
        <button type="button" className={styles.tool} onClick={onFit}>
          Whole tree
        </button>
        <button type="button" className={styles.findMe} onClick={findMe}>
          Find me
        </button>
      </div>
      <form role="search" className={styles.search} onSubmit={search}>
        <label htmlFor={searchId}>Find a member</label>
        <input
          id={searchId}
          className={styles.searchInput}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          list={`${searchId}-names`}
          autoComplete="off"
        />
        <datalist id={`${searchId}-names`}>
          {members.map((m) => (
            <option key={m.key} value={m.name} />
          ))}
        </datalist>
        <button type="submit" className={styles.tool}>
          Find
        </button>
      </form>
      <p className={styles.message} role="status">
        {message}
      </p>
      {choices && (
        <ul className={styles.choices} aria-label={`Members matching “${choices.query}”`}>
          {choices.matches.slice(0, MAX_CHOICES).map((member) => (
            <li key={member.key}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={shown === member.key}
                onClick={() => showMember(member, TREE_MESSAGES.showing(member.name))}
              >
                {member.name}
                {member.label && <span className={styles.choiceLabel}> · {member.label}</span>}
              </button>
            </li>
          ))}
          {choices.matches.length > MAX_CHOICES && (
            <li className={styles.more}>{TREE_MESSAGES.tooManyMatches(choices.matches.length, MAX_CHOICES)}</li>
          )}
        </ul>
      )}
    </div>
  );
}
