// The "Site settings" tab (issue 13), ADMIN only: loads the settings and shows their form; the server refuses a save
// from anyone else whatever this shows. Its history (decision 197) sits above the form: a restore reloads the form.
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { ItemHistory } from '../ui/item-history';
import { SiteSettingsForm } from './site-settings-form';

export function SiteSettingsPanel() {
  const query = trpc.siteSettings.get.useQuery();
  const [restores, setRestores] = useState(0);
  return (
    <section aria-labelledby="site-settings-title">
      <div className="dash-header">
        <h2 id="site-settings-title">Site settings</h2>
        <p>What the public pages show: contact, links, embeds, home page, brochures, donations. An empty embed or link hides its block.</p>
      </div>
      {query.isPending && <p>Loading settings...</p>}
      {query.isError && (
        <div className="dash-alert dash-alert--error" role="alert">
          Failed to load site settings
        </div>
      )}
      {query.data && <ItemHistory item={{ entityType: 'site-settings' }} onRestored={() => void query.refetch().then(() => setRestores((n) => n + 1))} />}
      {query.data && <SiteSettingsForm key={restores} settings={query.data} />}
    </section>
  );
}
