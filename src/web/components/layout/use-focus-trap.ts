// Keeps Tab and Shift+Tab inside `container` while `active` (the open mobile menu covers the page: the page behind it
// must not take focus, WAI-ARIA dialog pattern). Focus moves to `initial` when it turns active.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` that Tab reaches now (rendered and not hidden). */
function tabbable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden], [inert]'));
}

export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, initial: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    (initial.current ?? tabbable(root)[0])?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = tabbable(root);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      const inside = current instanceof Node && root.contains(current);
      if (event.shiftKey && (current === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, container, initial]);
}
