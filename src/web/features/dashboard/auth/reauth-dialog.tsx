// The sign-in dialog of issue 15: when the session ends while the dashboard is open (an expired token and a refused
// refresh), this dialog appears over the page instead of a jump to /login; once signed in, the call that was
// refused (a save) goes on with what was typed. Cancel gives up: the dashboard then goes to /login, and the form's
// local draft is offered back after the next sign-in.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { lastSessionEmail, setReauthHandler } from '../../../lib/auth-session';
import { SignInFields, useSignInForm } from './sign-in-form';

export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<((ok: boolean) => void) | null>(null);
  useEffect(() => {
    setReauthHandler(() => new Promise<boolean>((resolve) => setPending(() => resolve)));
    return () => setReauthHandler(null);
  }, []);
  const finish = (ok: boolean) => {
    pending?.(ok);
    setPending(null);
  };
  return (
    <>
      {children}
      {pending && <ReauthDialog onDone={finish} />}
    </>
  );
}

function ReauthDialog({ onDone }: { onDone: (ok: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const signInForm = useSignInForm(lastSessionEmail(), () => {
    dialog.current?.close();
    onDone(true);
  });
  const { busy, onSubmit } = signInForm;

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const cancel = () => {
    dialog.current?.close();
    onDone(false);
  };

  return (
    <dialog
      ref={dialog}
      className="dash-dialog"
      aria-labelledby="reauth-title"
      aria-describedby="reauth-text"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id="reauth-title" className="dash-dialog__title">
        Your session has ended
      </h2>
      <p id="reauth-text">Sign in again to go on. What you typed is kept and will be saved.</p>
      <form className="dash-form" onSubmit={onSubmit} noValidate>
        <SignInFields signInForm={signInForm} focusPassword />
        <div className="dash-actions">
          <button type="button" className="dash-btn" onClick={cancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="dash-btn dash-btn--primary" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
