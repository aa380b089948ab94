// Site settings for tests (issue 13): every embed, link and bank detail filled with the test's own values, saved
// through the service as the ADMIN would.
import type { SiteSettingsValues } from '../../src/shared/schemas/site-settings';
import type { Deps } from '../../src/server/deps';
import { readSiteSettings, updateSiteSettings } from '../../src/server/modules/site/site-settings.service';

/** A valid Romanian IBAN (mod-97 checksum holds). */
export const TEST_IBAN = 'RO49AAAA1B31007593840000';

export const FILLED_EMBEDS = {
  playlistId: 'PLsettingsTestList01',
  teamMapUrl: 'https://www.google.com/maps/d/embed?mid=settings-test-map',
  firstVideoId: 'settingsV01',
  trainingVideo1Id: 'settingsV02',
  trainingVideo2Id: 'settingsV03',
  trainingVideo3Id: 'settingsV04',
  getStartedVideoId: 'settingsV05',
  volunteerFormUrl: 'https://docs.google.com/forms/d/e/settings-test-volunteer/viewform',
  alumniFormUrl: 'https://docs.google.com/forms/d/e/settings-test-alumni/viewform',
} as const;

async function adminActor(deps: Deps) {
  const user = await deps.db.selectFrom('users').select(['id', 'name', 'email']).where('user_type', '=', 'ADMIN').executeTakeFirstOrThrow();
  return { ...user, role: 'ADMIN' as const, sessionId: 'test' };
}

export async function saveSiteSettings(deps: Deps, changes: Partial<SiteSettingsValues>): Promise<void> {
  const current = await readSiteSettings(deps);
  await updateSiteSettings(deps, await adminActor(deps), { ...current, ...changes });
}

/** Every embed set, the bank details and the Formular 230 link filled in. */
export const fillSiteSettings = (deps: Deps) =>
  saveSiteSettings(deps, {
    ...FILLED_EMBEDS,
    iban: TEST_IBAN,
    bankName: 'Banca Transilvania',
    beneficiary: 'Asociația Nație prin Educație',
    form230Url: 'https://formular230.ro/asociatia-natie-prin-educatie',
    form230Deadline: '2027-05-25',
    // Every role's own mailbox (issue 24), so the contact page lists the whole team directory.
    presidentEmail: 'presedinte@asociatie-test.ro',
    programmeEmail: 'program@asociatie-test.ro',
    alumniEmail: 'alumni@asociatie-test.ro',
    marketingEmail: 'marketing@asociatie-test.ro',
    graphicsEmail: 'grafica@asociatie-test.ro',
    judgingEmail: 'jurizare@asociatie-test.ro',
    partnershipsEmail: 'parteneriate@asociatie-test.ro',
  });
