// Where the dashboard's unsaved drafts live in this browser (features/dashboard/ui/local-draft.ts writes them): one
// localStorage entry per user and form; a user's drafts are removed at their logout (issue 25, decision 171). Here,
// not in the dashboard, because the public navbar's Logout removes them too.
const PREFIX = 'ftc-draft:';

/** The storage key of a form's draft for a user; the user's id first, so one user's drafts never meet another's. */
export const draftStorageKey = (userId: number, key: string): string => `${PREFIX}${userId}:${key}`;

/** Drafts written before they had owners (`ftc-draft:post:new`): nobody's, so removed at any logout. */
const OWNED = /^ftc-draft:\d+:/;

/** At logout: the user's drafts go (and any without an owner); another user's, whose session merely ended, stay theirs. */
export function removeDraftsOf(userId: number | null): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX) && (!OWNED.test(key) || (userId !== null && key.startsWith(`${PREFIX}${userId}:`)))) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    /* storage refused: nothing was kept */
  }
}
