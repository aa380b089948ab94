// /my-account for a signed-in user: their own name, and a new password with the current one (issue 13). A new
// password signs out the user's other devices; this one stays signed in.
import { useState, type FormEvent } from 'react';
import { accountUpdateInput } from '../../../../shared/schemas/users';
import { saveSession, useSession } from '../../../lib/session-store';
import { trpc } from '../../../lib/trpc';
import { Field } from '../ui/field';
import { DraftOffer, useFormSafety } from '../ui/form-safety';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { useForm } from '../ui/use-form';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

export function MyAccountForm() {
  const session = useSession();
  const me = trpc.auth.me.useQuery();
  const update = trpc.account.update.useMutation();
  const utils = trpc.useUtils();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm(accountUpdateInput, { name: session.user?.name ?? '', currentPassword: '', newPassword: '' });
  // Never lose work (issue 15): the guard and the local draft; passwords are never kept on this machine.
  const draft = useFormSafety(form, 'account', false, PASSWORD_FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    setMessage(null);
    try {
      const user = await update.mutateAsync(form.data);
      if (session.token && session.user) saveSession(session.token, { ...session.user, name: user.name });
      await utils.auth.me.invalidate();
      form.reset({ name: user.name, currentPassword: '', newPassword: '' });
      setServerErrors({});
      setMessage({ ok: true, text: form.data.newPassword ? 'Your account was updated. Your other devices were signed out.' : 'Your account was updated.' });
    } catch (error) {
      setServerErrors(serverFieldErrors(error) ?? {});
      setMessage({ ok: false, text: reasonOf(error) ?? 'Failed to update your account' });
    }
  };

  const bind = (name: 'name' | 'currentPassword' | 'newPassword') => ({
    value: String(form.values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => {
      setServerErrors((e) => ({ ...e, [name]: '' }));
      form.set(name, event.target.value);
    },
    onBlur: () => form.touch(name),
  });
  const error = (name: string) => form.error(name) || serverErrors[name] || null;

  return (
    <div className="dash container" lang="en" style={{ maxWidth: 640 }}>
      <h1>My account</h1>
      <p>
        {me.data?.email ?? session.user?.email} ({me.data?.userType ?? session.user?.userType})
      </p>
      {message && (
        <div className={`dash-alert ${message.ok ? 'dash-alert--success' : 'dash-alert--error'}`} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </div>
      )}
      <form className="dash-form dash-panel" onSubmit={(e) => void submit(e)} noValidate>
        <DraftOffer draft={draft} />
        <Field label="Name" error={error('name')}>
          <input type="text" autoComplete="name" {...bind('name')} />
        </Field>
        <h2 style={{ fontSize: '1.1rem' }}>Change password</h2>
        <Field label="Current password" error={error('currentPassword')} hint="Needed only to set a new password.">
          <input type="password" autoComplete="current-password" {...bind('currentPassword')} />
        </Field>
        <Field label="New password" error={error('newPassword')} hint="Leave empty to keep your password.">
          <input type="password" autoComplete="new-password" {...bind('newPassword')} />
        </Field>
        <div className="dash-actions">
          <button type="submit" className="dash-btn dash-btn--primary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </button>
        </div>
      </form>
    </div>
  );
}
