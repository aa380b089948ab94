// The "alone" project's global setup (vitest.config.ts): its files need the built web app but no browser.
import type { TestProject } from 'vitest/node';
import { buildClientIfStale } from '../scripts/build-steps.mjs';

export default function setup(project: TestProject) {
  buildClientIfStale();
  project.provide('builtWebApp', true);
}
