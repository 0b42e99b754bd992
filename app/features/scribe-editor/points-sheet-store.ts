import { readPoints } from './points-sheet-rules';

/**
 * The cells the scribe has typed but not saved, kept outside React state so a keystroke re-renders only its own
 * row; the toolbar subscribes to the counts (useSyncExternalStore), which change only when a cell starts or stops
 * being an edit, or starts or stops being a value that cannot be stored.
 */
export interface EditStore {
  typed: (key: string) => string | undefined;
  type: (key: string, raw: string, loaded: number) => void;
  /** Forgets edits that now equal the loaded value (after a save) or whose cell left the sheet. */
  prune: (loaded: ReadonlyMap<string, number>, onSheet: (key: string) => boolean) => void;
  all: () => ReadonlyMap<string, string>;
  count: () => number;
  /** How many of the edits cannot be stored as typed (their rows stay in view whatever the search). */
  refused: () => number;
  subscribe: (listener: () => void) => () => void;
}

const isRefused = (raw: string | undefined) => raw !== undefined && readPoints(raw) === null;

export function createEditStore(): EditStore {
  const edits = new Map<string, string>();
  const listeners = new Set<() => void>();
  let refused = 0;
  /** Runs a change to the edits, keeping the refused count, and tells the subscribers when a count moved. */
  const change = (apply: (set: (key: string, raw: string | undefined) => void) => void) => {
    const before = [edits.size, refused];
    apply((key, raw) => {
      refused += Number(isRefused(raw)) - Number(isRefused(edits.get(key)));
      if (raw === undefined) edits.delete(key);
      else edits.set(key, raw);
    });
    if (edits.size !== before[0] || refused !== before[1]) listeners.forEach((listener) => listener());
  };
  return {
    typed: (key) => edits.get(key),
    type(key, raw, loaded) {
      // A cell that cannot be stored (null) stays an edit, so the page keeps counting and asking about it.
      change((set) => set(key, readPoints(raw) === loaded ? undefined : raw));
    },
    prune(loaded, onSheet) {
      change((set) => {
        for (const [key, raw] of edits)
          if (!onSheet(key) || readPoints(raw) === (loaded.get(key) ?? 0)) set(key, undefined);
      });
    },
    all: () => edits,
    count: () => edits.size,
    refused: () => refused,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
