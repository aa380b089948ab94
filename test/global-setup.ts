// The "browser" project's global setup (vitest.config.ts), run once before its files and never for the unit and api
// projects: those files need the built web app, and one Chromium serves every browser test file of the run (each
// connects to it), instead of a browser launched per file.
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildClientIfStale } from '../scripts/build-steps.mjs';
import { CHROMIUM_ARGS, testChromiumPath } from './helpers/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's endpoint; empty when it could not start (each browser test file then launches its own). */
    browserEndpoint: string;
    /** True once the web app is built (dist/client, dist/ssr); unset outside the "browser" and "alone" projects. */
    builtWebApp: boolean;
  }
}

export default async function setup(project: TestProject) {
  buildClientIfStale();
  project.provide('builtWebApp', true);
  let server: BrowserServer | undefined;
  try {
    server = await chromium.launchServer({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
  } catch (error) {
    console.warn(`Shared Chromium did not start (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); browser test files launch their own.`);
  }
  project.provide('browserEndpoint', server?.wsEndpoint() ?? '');
  return async () => {
    await server?.close();
  };
}
