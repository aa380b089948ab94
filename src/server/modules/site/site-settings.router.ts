// The dashboard's "Site settings" tab (ADMIN): read and save the whole settings document.
import { siteSettingsInput, siteSettingsOutput } from '../../../shared/schemas/site-settings';
import { procedureFor, router } from '../../trpc/init';
import * as service from './site-settings.service';

const admin = procedureFor('site:settings');

export const siteSettingsRouter = router({
  get: admin.output(siteSettingsOutput).query(({ ctx }) => service.getSiteSettings(ctx.deps, ctx.actor)),
  update: admin.input(siteSettingsInput).output(siteSettingsOutput).mutation(({ ctx, input }) => service.updateSiteSettings(ctx.deps, ctx.actor, input)),
});
