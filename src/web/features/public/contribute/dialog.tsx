// A modal dialog on the native <dialog> element: the rest of the page is inert while it is open (focus stays
// inside), Escape, the close button and a click on the dark overlay all close it, and focus goes back to the
// element that opened it. Closed by default; the parent owns the open state.
import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Icon } from '../../../components/ui/icon';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** The close button's words in the page's language (its caller's catalogue): no default in one language. */
  closeLabel: string;
}

export function Dialog({ open, title, onClose, children, closeLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    document.body.classList.add('scroll-locked');
    return () => {
      if (dialog.open) dialog.close();
      document.body.classList.remove('scroll-locked');
      opener?.focus();
    };
  }, [open]);

  // Escape: keep React the owner of the state (the native close would otherwise run on its own).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The dialog box has no padding, so a click whose target is the <dialog> itself landed on the overlay.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) onClose();
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={onCancel} onClose={() => open && onClose()} onClick={onClick}>
      {open && (
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <Icon name="close" size={22} />
            </button>
          </div>
          <div className={styles.content}>{children}</div>
          <div className={styles.footer}>
            <button type="button" className="btn btn--outline" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
