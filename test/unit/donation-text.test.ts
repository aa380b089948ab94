// The online-donation card of /contribute names only the ways of giving the page offers (issue 14's defect: it said
// card donations worked while the donation block said they were not available).
import { describe, expect, it } from 'vitest';
import { donationOptionText } from '../../src/web/features/public/contribute/contribute-content';

describe('donationOptionText', () => {
  it('without card payments names the bank transfer only, and the 3,5% only with the Formular 230 block', () => {
    expect(donationOptionText({ card: false, redirect: false })).toBe('Donezi de acasă, prin transfer bancar. Orice sumă ajunge la echipele de liceeni care construiesc roboți.');
    expect(donationOptionText({ card: false, redirect: true })).toBe(
      'Donezi de acasă, prin transfer bancar, ori redirecționezi 3,5% din impozit. Orice sumă ajunge la echipele de liceeni care construiesc roboți.',
    );
    for (const redirect of [false, true]) expect(donationOptionText({ card: false, redirect })).not.toMatch(/card/i);
  });

  it('with card payments names the card first, then the bank transfer', () => {
    expect(donationOptionText({ card: true, redirect: false })).toBe(
      'Donezi de acasă, cu cardul, direct pe site, sau prin transfer bancar. Orice sumă ajunge la echipele de liceeni care construiesc roboți.',
    );
  });
});
