// The eight child pages of /about (spec 01 §2 route table), in the navbar's order; each one's title and line of copy
// for the /about landing page are the catalogue's (messages/<locale>/about-first.ts, decision 200), by key.
import type { AboutFirstMessages } from '../../../../shared/messages/ro/about-first';
import type { paths } from '../../../lib/paths';

export const ABOUT_SECTIONS: ReadonlyArray<keyof AboutFirstMessages['index']['sections'] & keyof typeof paths> = [
  'aboutNatie',
  'aboutFirst',
  'aboutGlobal',
  'volunteer',
  'results',
  'values',
  'sponsors',
  'contact',
];
