// A password the server generated, shown once: the admin copies it and passes it on; it is never shown again.
import { useState } from 'react';
import type { ShownPassword } from './use-user-actions';

export function OneTimePassword({ shown, onDismiss }: { shown: ShownPassword; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="dash-alert dash-alert--success" role="status" aria-labelledby="otp-title">
      <p id="otp-title">
        <strong>One-time password for {shown.email}</strong> (shown only now; copy it and send it to the user, who signs in and changes it in My
        account):
      </p>
      <p>
        <code data-testid="one-time-password" style={{ fontSize: '1.1rem', userSelect: 'all', overflowWrap: 'anywhere' }}>
          {shown.password}
        </code>
      </p>
      <div className="dash-actions" style={{ justifyContent: 'flex-start' }}>
        <button type="button" className="dash-btn dash-btn--small" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy password'}
        </button>
        <button type="button" className="dash-btn dash-btn--small" onClick={onDismiss}>
          Done
        </button>
      </div>
    </div>
  );
}
