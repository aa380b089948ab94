// Never lose work (issue 15), the local draft: a form's values are kept in localStorage (one entry per form and
// item) while they differ from what was loaded, offered back when the form opens again after a crash or a reload,
// and dropped on save or when the editor discards them. Picked files are not kept (a browser cannot restore them).
import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'ftc-draft:';

interface StoredDraft {
  values: Record<string, unknown>;
  savedAt: string;
}

function read(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    const parsed = raw ? (JSON.parse(raw) as StoredDraft) : null;
    return parsed && typeof parsed.values === 'object' && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

function write(key: string, values: Record<string, unknown>) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or refused (private mode): the guard still asks before leaving.
  }
}

export const clearLocalDraft = (key: string) => {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    /* nothing kept */
  }
};

const without = (values: Record<string, unknown>, exclude: readonly string[]) =>
  exclude.length ? Object.fromEntries(Object.entries(values).filter(([name]) => !exclude.includes(name))) : values;

/**
 * Keeps `values` as the draft of `key` while `dirty`. While an earlier draft waits for an answer (`offer`), nothing
 * is written, so typing before answering does not overwrite it. Fields named in `exclude` (passwords) are never
 * written; a restore lays the draft over the form's current values, so those keep what they hold.
 */
export function useLocalDraft(
  key: string,
  values: Record<string, unknown>,
  dirty: boolean,
  apply: (values: Record<string, unknown>) => void,
  exclude: readonly string[] = [],
) {
  const [offer, setOffer] = useState<StoredDraft | null>(() => read(key));
  // Set once the draft is done with (saved or left on purpose): nothing is written again until the form closes.
  const done = useRef(false);

  useEffect(() => {
    if (offer || done.current) return;
    if (dirty) write(key, without(values, exclude));
    else clearLocalDraft(key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `exclude` is a constant list per form
  }, [key, values, dirty, offer]);

  return {
    /** An earlier draft of this form and item, waiting to be restored or discarded. */
    offer,
    restore: useCallback(() => {
      if (offer) apply({ ...values, ...without(offer.values, exclude) });
      setOffer(null);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `exclude` is a constant list per form
    }, [offer, apply, values]),
    discard: useCallback(() => {
      clearLocalDraft(key);
      setOffer(null);
    }, [key]),
    /** After a save, or when the editor chose to leave: the draft is done with. */
    clear: useCallback(() => {
      done.current = true;
      clearLocalDraft(key);
      setOffer(null);
    }, [key]),
  };
}
