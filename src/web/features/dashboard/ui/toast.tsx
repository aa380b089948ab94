// Visible feedback for every action: short messages in a live region, success or error. A success or an info goes
// after 8 s, unless the pointer or the keyboard focus is on the messages (then it waits for them to leave: WCAG 2.2.1,
// timing adjustable); an error stays until dismissed, since it says what still has to be done. At most four show.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

type Kind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: Kind;
  text: string;
}

const ToastContext = createContext<(kind: Kind, text: string) => void>(() => {});
let nextId = 1;
/** How long a success or an info shows (ms). */
const SHOWN_MS = 8000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const held = useRef(false);
  const remove = useCallback(
    (id: number) =>
      setToasts((list) => {
        const left = list.filter((t) => t.id !== id);
        // A dismissed message's button leaves with it, and neither blur nor mouseleave need follow: none left, none held.
        if (left.length === 0) held.current = false;
        return left;
      }),
    [],
  );
  const expire = useCallback(
    (id: number) =>
      setTimeout(function due() {
        if (held.current) setTimeout(due, 1000);
        else remove(id);
      }, SHOWN_MS),
    [remove],
  );
  const show = useCallback(
    (kind: Kind, text: string) => {
      const id = nextId++;
      setToasts((list) => [...list.slice(-3), { id, kind, text }]);
      if (kind !== 'error') expire(id);
    },
    [expire],
  );
  const hold = (on: boolean) => () => {
    held.current = on;
  };
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="dash-toasts" role="status" aria-live="polite" onMouseEnter={hold(true)} onMouseLeave={hold(false)} onFocus={hold(true)} onBlur={hold(false)}>
        {toasts.map((t) => (
          <div key={t.id} className={`dash-toast dash-toast--${t.kind}`}>
            <span>{t.text}</span>
            <button type="button" aria-label="Dismiss" onClick={() => remove(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** toast.success('Post created successfully!'), toast.error('Failed to create post') */
export function useToast() {
  const show = useContext(ToastContext);
  return {
    success: (text: string) => show('success', text),
    error: (text: string) => show('error', text),
    info: (text: string) => show('info', text),
  };
}
