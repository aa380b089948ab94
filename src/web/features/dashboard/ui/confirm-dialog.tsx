// Accessible confirmations instead of window.confirm: a modal dialog with focus on the safe choice, closed by
// Escape or Cancel, that resolves to true only on the confirm button. `details` shows what the step touches (a list of
// teams) under the question, in a box that scrolls when long.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

interface Request {
  message: string;
  confirmLabel: string;
  danger: boolean;
  details?: { label: string; content: ReactNode };
  note?: string;
  resolve: (ok: boolean) => void;
}

interface ConfirmOptions {
  confirmLabel?: string;
  danger?: boolean;
  /** Shown under the question in a scrolling box named `label`. */
  details?: { label: string; content: ReactNode };
  /** A sentence under the question (what follows from it: "It moves to the bin..."). */
  note?: string;
}
type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm>(async () => false);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);

  const confirm = useCallback<Confirm>(
    (message, options = {}) =>
      new Promise<boolean>((resolve) => {
        returnFocus.current = document.activeElement;
        setRequest({ message, confirmLabel: options.confirmLabel ?? 'Confirm', danger: options.danger ?? true, details: options.details, note: options.note, resolve });
      }),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (request && dialog && !dialog.open) dialog.showModal();
  }, [request]);

  const close = (ok: boolean) => {
    request?.resolve(ok);
    dialogRef.current?.close();
    setRequest(null);
    (returnFocus.current as HTMLElement | null)?.focus?.();
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request && (
        <dialog
          ref={dialogRef}
          className="dash-dialog"
          aria-labelledby="confirm-title"
          onCancel={(event) => {
            event.preventDefault();
            close(false);
          }}
        >
          <h2 id="confirm-title" className="dash-dialog__title">
            Please confirm
          </h2>
          <p>{request.message}</p>
          {request.note && <p className="dash-dialog__note">{request.note}</p>}
          {request.details && (
            // Focusable so that a keyboard can scroll a long list.
            <div className="dash-dialog__details" role="region" aria-label={request.details.label} tabIndex={0}>
              {request.details.content}
            </div>
          )}
          <div className="dash-actions">
            <button type="button" className="dash-btn" autoFocus onClick={() => close(false)}>
              Cancel
            </button>
            <button type="button" className={`dash-btn ${request.danger ? 'dash-btn--danger' : 'dash-btn--primary'}`} onClick={() => close(true)}>
              {request.confirmLabel}
            </button>
          </div>
        </dialog>
      )}
    </ConfirmContext.Provider>
  );
}

export const useConfirm = () => useContext(ConfirmContext);
