// The sign-in dialog of issue 15: when the session ends while the dashboard is open (an expired token and a refused
// refresh), this dialog appears over the page instead of a jump to /login; once signed in, the call that was
// refused (a save) goes on with what was typed. Cancel gives up: the dashboard then goes to /login, and the form's
// local draft is offered back after the next sign-in.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { loginInput } from '../../../../shared/schemas/auth';
import { lastSessionEmail, setReauthHandler, signIn } from '../../../lib/auth-session';
import { Field } from '../ui/field';
import { useForm } from '../ui/use-form';
import { LOGIN_ERROR_HEADING, loginErrorMessage } from './auth-errors';

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
  const form = useForm(loginInput, { email: lastSessionEmail(), password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    setBusy(true);
    setError(null);
    try {
      await signIn(form.data.email, form.data.password);
      dialog.current?.close();
      onDone(true);
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
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
      {error && (
        <div className="dash-alert dash-alert--error" role="alert">
          <strong>{LOGIN_ERROR_HEADING}</strong>
          <p style={{ margin: 0 }}>{error}</p>
        </div>
      )}
      <form className="dash-form" onSubmit={onSubmit} noValidate>
        <Field label="Email" error={form.error('email')}>
          <input type="email" autoComplete="email" value={String(form.values.email)} onChange={(e) => form.set('email', e.target.value)} onBlur={() => form.touch('email')} />
        </Field>
        <Field label="Password" error={form.error('password')}>
          <input
            type="password"
            autoComplete="current-password"
            autoFocus
            value={String(form.values.password)}
            onChange={(e) => form.set('password', e.target.value)}
            onBlur={() => form.touch('password')}
          />
        </Field>
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
