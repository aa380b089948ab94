// Never lose work (issue 15), the guard: forms with unsaved changes register here; in-app navigation through
// useGuardedNavigate asks before leaving them, and a reload or closing the tab gets the browser's own question
// (beforeunload). A form that saved navigates with { force: true }.
import { useCallback, useEffect, useId } from 'react';
import { useLocation } from 'wouter';
import { useConfirm } from './confirm-dialog';

export const LEAVE_QUESTION = 'You have unsaved changes. Leave this form and lose them?';

/** The open forms holding unsaved changes, each with what drops its local draft once the editor chose to leave. */
const dirtyForms = new Map<string, (() => void) | undefined>();

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (dirtyForms.size === 0) return;
  event.preventDefault();
  event.returnValue = ''; // older browsers ask only when returnValue is set
}

/** True while some open form holds changes that are not saved. */
export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

/** Registers a form's unsaved state for as long as it is mounted; `discard` runs when the editor chooses to leave. */
export function useUnsavedGuard(dirty: boolean, discard?: () => void): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.set(id, discard);
    if (dirtyForms.size === 1) window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyForms.delete(id);
      if (dirtyForms.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, id, discard]);
}

export interface GuardedNavigateOptions {
  replace?: boolean;
  /** Leave without asking: the form's work was saved (or deliberately dropped). */
  force?: boolean;
}

/** Asks before dropping unsaved changes; resolves true when it is fine to go on. */
export function useLeaveCheck(): () => Promise<boolean> {
  const confirm = useConfirm();
  return useCallback(async () => {
    if (!hasUnsavedChanges()) return true;
    if (!(await confirm(LEAVE_QUESTION, { confirmLabel: 'Leave', danger: true }))) return false;
    // Leaving was chosen knowing the changes are lost: their local drafts go too (drafts are for crashes and reloads).
    for (const discard of dirtyForms.values()) discard?.();
    return true;
  }, [confirm]);
}

/** wouter's navigate that asks first when a form holds unsaved changes. Resolves true when it navigated. */
export function useGuardedNavigate(): (to: string, options?: GuardedNavigateOptions) => Promise<boolean> {
  const [, navigate] = useLocation();
  const mayLeave = useLeaveCheck();
  return useCallback(
    async (to, options = {}) => {
      if (!options.force && !(await mayLeave())) return false;
      navigate(to, { replace: options.replace ?? false });
      return true;
    },
    [navigate, mayLeave],
  );
}
