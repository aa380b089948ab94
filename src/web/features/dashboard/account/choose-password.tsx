// The first sign-in with a one-time password (issue 25, onboarding): before the dashboard, the user replaces the
// password an admin read (or the command line printed) with their own. The server refuses every other call until
// then (kernel/permissions.ts); this screen is the way through. The one-time password is asked again because a
// session alone never changes a password (as on My account); the new one twice, with the rules of every password.
import { useState, type FormEvent } from 'react';
import { passwordSchema } from '../../../../shared/schemas/auth';
import { getSession, saveSession, type SessionUser } from '../../../lib/session-store';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';

interface ChoosePasswordProps {
  user: SessionUser;
  onDone: () => void;
}

export function ChoosePassword({ user, onDone }: ChoosePasswordProps) {
  const update = trpc.account.update.useMutation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const parsed = passwordSchema.safeParse(password);
  const currentError = (submitted && !current ? 'Please enter the one-time password you signed in with.' : null) ?? serverErrors.currentPassword ?? null;
  const passwordError = (submitted && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null) ?? serverErrors.newPassword ?? null;
  const confirmError = submitted && parsed.success && confirm !== password ? 'The two passwords do not match.' : null;

  const typed = (setter: (value: string) => void, field: string) => (event: { target: { value: string } }) => {
    setter(event.target.value);
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!current || !parsed.success || confirm !== password) return;
    setError(null);
    try {
      await update.mutateAsync({ name: user.name, currentPassword: current, newPassword: password });
      const { token } = getSession();
      if (token) saveSession(token, { ...user, passwordChangeRequired: false });
      onDone();
    } catch (failure) {
      setServerErrors(serverFieldErrors(failure) ?? {});
      setError(reasonOf(failure) ?? 'Your password was not changed. Please try again.');
    }
  };

  return (
    <div className="dash-panel dash-auth">
      <h2>Choose your own password</h2>
      <p>
        You signed in with a one-time password. Choose a password only you know to continue to your dashboard. Your
        other devices will be signed out.
      </p>
      {error && (
        <div className="dash-alert dash-alert--error" role="alert">
          {error}
        </div>
      )}
      <form className="dash-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <input type="email" name="email" autoComplete="username" value={user.email} readOnly hidden />
        <Field label="One-time password" error={currentError}>
          <input type="password" autoComplete="current-password" autoFocus value={current} onChange={typed(setCurrent, 'currentPassword')} />
        </Field>
        <Field label="New password" error={passwordError}>
          <input type="password" autoComplete="new-password" value={password} onChange={typed(setPassword, 'newPassword')} />
        </Field>
        <Field label="Repeat the new password" error={confirmError}>
          <input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
        <div className="dash-actions">
          <button type="submit" className="dash-btn dash-btn--primary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Set password'}
          </button>
        </div>
      </form>
    </div>
  );
}
