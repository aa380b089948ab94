// Runs once before all test files: the browser tests need the built web app.
import { buildClientIfStale } from '../scripts/build-steps.mjs';

export default function setup() {
  buildClientIfStale();
}
