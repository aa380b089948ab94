// Stands in for the `bindings` package inside the single executable's bundle (scripts/build-binary.ts maps the
// module name here): better-sqlite3 calls require('bindings')('better_sqlite3.node') when it is given no
// nativeBinding, and in the executable there is no file to find.
import { embeddedSqliteAddon } from './sqlite-addon';

export function bindings(name: string): object {
  if (!/better_sqlite3(\.node)?$/.test(name)) throw new Error(`No native addon ${name} in this executable.`);
  return embeddedSqliteAddon();
}
