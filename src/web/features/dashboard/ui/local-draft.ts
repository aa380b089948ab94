// Never lose work (issue 15), the local draft: a form's values are kept in localStorage (one entry per form and
// item) while they differ from what was loaded, offered back when the form opens again after a crash or a reload,
// and dropped on save or when the editor discards them. Picked files are not kept (a browser cannot restore them).
// A draft belongs to the signed-in user (issue 25): its key holds the user's id (`ftc-draft:<userId>:<form>`), so on a
// shared browser B is never offered A's draft, and A's logout removes A's drafts (decision 171). A session
// that merely ends keeps them: the same user signs in again and gets the work back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftStorageKey } from '../../../lib/draft-keys';
import { getSession } from '../../../lib/session-store';

export interface StoredDraft {
  values: Record<string, unknown>;
  savedAt: string;
}

function read(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as StoredDraft) : null;
    return parsed && typeof parsed.values === 'object' && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

function write(key: string, values: Record<string, unknown>) {
  try {
    localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or refused (private mode): the guard still asks before leaving.
  }
}

const clearStored = (key: string) => {
  try {
    localStorage.removeItem(key);
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
  // The user who opened the form owns its draft, even when the session ends while it is open (the dialog signs in).
  const [owner] = useState(() => getSession().user?.id ?? null);
  const stored = owner === null ? null : draftStorageKey(owner, key);
  const [offer, setOffer] = useState<StoredDraft | null>(() => (stored ? read(stored) : null));
  // Set once the draft is done with (saved or left on purpose): nothing is written again until the form closes.
  const done = useRef(false);

  useEffect(() => {
    if (offer || done.current || !stored) return;
    if (dirty) write(stored, without(values, exclude));
    else clearStored(stored);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `exclude` is a constant list per form
  }, [stored, values, dirty, offer]);

  return {
    /** An earlier draft of this form and item, waiting to be restored or discarded. */
    offer,
    restore: useCallback(() => {
      if (offer) apply({ ...values, ...without(offer.values, exclude) });
      setOffer(null);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `exclude` is a constant list per form
    }, [offer, apply, values]),
    discard: useCallback(() => {
      if (stored) clearStored(stored);
      setOffer(null);
    }, [stored]),
    /** After a save, or when the editor chose to leave: the draft is done with. */
    clear: useCallback(() => {
      done.current = true;
      if (stored) clearStored(stored);
      setOffer(null);
    }, [stored]),
  };
}
