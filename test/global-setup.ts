// Runs once before all test files: the browser tests need the built web app.
import { buildClientIfStale } from '../scripts/build-if-stale';

export default function setup() {
  buildClientIfStale();
}
