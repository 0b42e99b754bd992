import { parsePoints } from './points-sheet-rules';

/**
 * The cells the scribe has typed but not saved, kept outside React state so a keystroke re-renders only its own
 * row; the toolbar subscribes to the count (useSyncExternalStore).
 */
export interface EditStore {
  typed: (key: string) => string | undefined;
  type: (key: string, raw: string, loaded: number) => void;
  /** Forgets edits that now equal the loaded value (after a save) or whose cell left the sheet. */
  prune: (loaded: ReadonlyMap<string, number>, onSheet: (key: string) => boolean) => void;
  clear: () => void;
  all: () => ReadonlyMap<string, string>;
  count: () => number;
  subscribe: (listener: () => void) => () => void;
}

export function createEditStore(): EditStore {
  const edits = new Map<string, string>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    typed: (key) => edits.get(key),
    type(key, raw, loaded) {
      const before = edits.size;
      if (parsePoints(raw) === loaded) edits.delete(key);
      else edits.set(key, raw);
      if (edits.size !== before) emit();
    },
    prune(loaded, onSheet) {
      const before = edits.size;
      for (const [key, raw] of edits)
        if (!onSheet(key) || parsePoints(raw) === (loaded.get(key) ?? 0)) edits.delete(key);
      if (edits.size !== before) emit();
    },
    clear() {
      edits.clear();
      emit();
    },
    all: () => edits,
    count: () => edits.size,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
