// axe-core on every public route in English (decision 200), at 375 and 1280 px: the other half of
// accessibility.test.ts, in a file of its own so that the two halves run side by side (decision 202).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { accessibilitySite, expectNoViolations } from '../helpers/accessibility-walk';
import { WIDTHS, type Site } from '../helpers/browser';
import { englishRoutes } from '../helpers/public-routes';

let site: Site;
let routes: string[];

beforeAll(async () => {
  const walked = await accessibilitySite();
  site = walked.site;
  routes = englishRoutes(walked.routes);
});
afterAll(() => site?.close());

describe('accessibility of every public route in English', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`axe finds nothing at ${width} px`, () => expectNoViolations(site, routes, width));
  }
});
