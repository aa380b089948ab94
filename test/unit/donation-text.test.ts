// The online-donation card of /contribute names only the ways of giving the page offers (issue 14's defect: it said
// card donations worked while the donation block said they were not available).
import { describe, expect, it } from 'vitest';
import { contribute as en } from '../../src/shared/messages/en/contribute';
import { contribute as ro } from '../../src/shared/messages/ro/contribute';

const donationOptionText = ro.overview.onlineText;

describe('the online-donation card text', () => {
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

  it('in English, the same ways of giving', () => {
    expect(en.overview.onlineText({ card: false, redirect: false })).toBe('Give from home, by bank transfer. Every amount goes to the teams of high school students who build robots.');
    expect(en.overview.onlineText({ card: true, redirect: true })).toBe(
      'Give from home, by card, right here on the site, or by bank transfer, or redirect 3.5% of your income tax. Every amount goes to the teams of high school students who build robots.',
    );
  });
});
