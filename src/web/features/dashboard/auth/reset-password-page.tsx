// /reset-password#token=... (issue 25): the page an e-mail's link opens, for "Forgot password?" and for invitations.
// The token is read from the fragment (it reaches no server log and no Referer) and removed from the address bar.
// The page first asks whether the link still works, and says clearly when it was used or has expired; then a new
// password (the same rules as everywhere) twice. Setting it ends the account's sessions; the user then signs in.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { PasswordLinkOutput } from '../../../../shared/schemas/auth';
import { passwordSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { Field } from '../ui/field';
import { reasonOf } from '../ui/server-errors';

function tokenFromAddress(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '';
}

export function ResetPasswordPage() {
  const [token] = useState(tokenFromAddress);
  const [link, setLink] = useState<PasswordLinkOutput | null>(() =>
    token ? null : { status: 'invalid', purpose: null, email: null, message: 'This page opens from the link in an e-mail. Please use the whole link, or ask for a new one.' },
  );
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) return;
    const controller = new AbortController();
    apiRequest<PasswordLinkOutput>('/auth/password-link', { method: 'POST', body: { token }, signal: controller.signal })
      .then(setLink)
      .catch((failure: unknown) => {
        if ((failure as Error).name !== 'AbortError') setError(reasonOf(failure) ?? 'Cannot check the link. Please try again.');
      });
    return () => controller.abort();
  }, [token]);

  const parsed = passwordSchema.safeParse(password);
  const passwordError = submitted && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null;
  const confirmError = submitted && parsed.success && confirm !== password ? 'The two passwords do not match.' : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || confirm !== password) return;
    setBusy(true);
    setError(null);
    try {
      setDone(await apiRequest<string>('/auth/reset-password', { method: 'POST', body: { token, password } }));
    } catch (failure) {
      setError(reasonOf(failure) ?? 'The password was not set. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const title = link?.purpose === 'invite' ? 'Choose your password' : 'Choose a new password';
  return (
    <div className="dash container" lang="en">
      <div className="dash-panel dash-auth">
        <h1>{title}</h1>
        {error && (
          <div className="dash-alert dash-alert--error" role="alert">
            {error}
          </div>
        )}
        {done ? (
          <>
            <div className="dash-alert dash-alert--success" role="status">
              {done}
            </div>
            <p>
              <Link href={paths.login}>Go to login</Link>
            </p>
          </>
        ) : !link ? (
          !error && <p className="muted">Checking the link...</p>
        ) : link.status !== 'valid' ? (
          <>
            <div className="dash-alert dash-alert--error" role="alert">
              {link.message}
            </div>
            <p>
              <Link href={paths.login}>Go to login</Link>
            </p>
          </>
        ) : (
          <form className="dash-form" onSubmit={(e) => void onSubmit(e)} noValidate>
            <p className="muted">
              {link.message} Account: <strong>{link.email}</strong>
            </p>
            <Field label="New password" error={passwordError}>
              <input type="password" autoComplete="new-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            <Field label="Repeat the new password" error={confirmError}>
              <input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </Field>
            <button type="submit" className="dash-btn dash-btn--primary" disabled={busy}>
              {busy ? 'Saving...' : 'Set password'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
