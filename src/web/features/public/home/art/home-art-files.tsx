// The home page's illustrations as SVG files: drawn here in React (the scenes, parts and palette beside this file),
// written to art/svg/ by `npm run art:home`, and shown by the page without JavaScript, so the first visit's JavaScript
// does not carry them (issue 14: ~8 KB gzip of the 100 KB budget): the hero's banner as its stylesheet's background
// (inlined in the CSS as a data: URL by vite.config.ts, so it paints with the page, no request), the 7 carousel slides
// and the 3 visitor profiles below the fold as lazy <img> (home-slides.tsx, home-profiles.tsx).
// test/unit/home-art.test.ts fails when a file is not the drawing's current rendering.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroBannerArt } from './hero-banner-art';
import { ProfileArt } from './profile-art';
import { KickoffArt, PitArt, VolunteersArt, WorkshopArt } from './slides-community';
import { AwardsArt, FieldMatchArt, NationalsArt } from './slides-competition';

/** File name (in art/svg/) and drawing. */
export const HOME_ART_FILES: ReadonlyArray<readonly [string, ReactElement]> = [
  ['hero-banner.svg', <HeroBannerArt key="hero" />],
  ['slide-field.svg', <FieldMatchArt key="field" />],
  ['slide-pit.svg', <PitArt key="pit" />],
  ['slide-awards.svg', <AwardsArt key="awards" />],
  ['slide-workshop.svg', <WorkshopArt key="workshop" />],
  ['slide-volunteers.svg', <VolunteersArt key="volunteers" />],
  ['slide-nationals.svg', <NationalsArt key="nationals" />],
  ['slide-kickoff.svg', <KickoffArt key="kickoff" />],
  ['profile-student.svg', <ProfileArt key="student" profile="student" />],
  ['profile-parent.svg', <ProfileArt key="parent" profile="parent" />],
  ['profile-teacher.svg', <ProfileArt key="teacher" profile="teacher" />],
];

/** A file's text: the drawing's markup and a final newline. */
export const svgFileText = (art: ReactElement): string => `${renderToStaticMarkup(art)}\n`;
