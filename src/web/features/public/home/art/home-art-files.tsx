// The home page's illustrations as SVG files: drawn here in React (the scenes, parts and palette beside this file),
// written to art/svg/ by `npm run art:home`, and shown by the page without JavaScript, so the first visit's JavaScript
// does not carry them (issue 14: ~8 KB gzip of the 100 KB budget): the hero's banner as its stylesheet's background
// (inlined in the CSS as a data: URL by vite.config.ts, so it paints with the page, no request), the 7 carousel slides
// and the 3 visitor profiles below the fold as lazy <img> (home-slides.tsx, home-profiles.tsx). A slide that draws
// words is drawn once per language (issue 24), its words from messages/<locale>/home-art.ts: `slide-pit.svg` in
// Romanian, `slide-pit-en.svg` in English.
// test/unit/home-art.test.ts fails when a file is not the drawing's current rendering.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LOCALES, type Locale } from '../../../../../shared/locale';
import { homeArt as enWords } from '../../../../../shared/messages/en/home-art';
import { homeArt as roWords, type HomeArtMessages } from '../../../../../shared/messages/ro/home-art';
import { HeroBannerArt } from './hero-banner-art';
import { ProfileArt } from './profile-art';
import { KickoffArt, PitArt, VolunteersArt, WorkshopArt } from './slides-community';
import { AwardsArt, FieldMatchArt, NationalsArt } from './slides-competition';

const WORDS: Record<Locale, HomeArtMessages> = { ro: roWords, en: enWords };

/** A drawing's file name in a language: the Romanian one plain, another with its code (`slide-pit-en.svg`). */
export const artFileName = (name: string, locale: Locale): string => (locale === 'ro' ? `${name}.svg` : `${name}-${locale}.svg`);

/** The slides whose drawings hold words, by file name (without `.svg`). */
const WORDED_SLIDES: ReadonlyArray<readonly [string, (words: HomeArtMessages) => ReactElement]> = [
  ['slide-field', (words) => <FieldMatchArt words={words} />],
  ['slide-pit', (words) => <PitArt words={words} />],
  ['slide-volunteers', (words) => <VolunteersArt words={words} />],
  ['slide-nationals', (words) => <NationalsArt words={words} />],
  ['slide-kickoff', (words) => <KickoffArt words={words} />],
];

/** File name (in art/svg/) and drawing. */
export const HOME_ART_FILES: ReadonlyArray<readonly [string, ReactElement]> = [
  ['hero-banner.svg', <HeroBannerArt key="hero" />],
  ...LOCALES.flatMap((locale) => WORDED_SLIDES.map(([name, draw]) => [artFileName(name, locale), draw(WORDS[locale])] as const)),
  ['slide-awards.svg', <AwardsArt key="awards" />],
  ['slide-workshop.svg', <WorkshopArt key="workshop" />],
  ['profile-student.svg', <ProfileArt key="student" profile="student" />],
  ['profile-parent.svg', <ProfileArt key="parent" profile="parent" />],
  ['profile-teacher.svg', <ProfileArt key="teacher" profile="teacher" />],
];

/** A file's text: the drawing's markup and a final newline. */
export const svgFileText = (art: ReactElement): string => `${renderToStaticMarkup(art)}\n`;
