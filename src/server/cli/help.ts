// The text of `help`: every command, and every setting with its default from the one table in settings-docs.ts.
import { SETTING_NAMES } from '../config';
import { SETTING_DOCS, plainMeaning, plainText } from '../settings-docs';
import { APP_VERSION } from '../version';

const COMMANDS: Array<[string, string]> = [
  ['serve', 'start the web server (the default command): migrates the database, after a backup when it is an upgrade; stops gracefully on SIGTERM/SIGINT'],
  ['migrate', 'apply pending database migrations (after a backup, on an existing database) and list them'],
  ['backup <file> [--uploads]', 'consistent copy of the database, also while the site runs; with --uploads a .tar archive of the database and the uploads folder'],
  ['restore <file> [--database-only]', 'replace the database (and the uploads, when <file> is an archive, unless --database-only) with a backup; the server must be stopped; what is replaced is kept as <name>.before-restore-<time>'],
  ['check [--fix]', 'integrity of the database, its foreign keys, and every stored file on disk; exit code 1 when something is wrong. --fix first makes the resized variants images are missing'],
  ['user create --email E --name N --role R [--password P]', 'create a user (R: ADMIN, EDITOR or TEAM); without --password a strong one is generated and printed once'],
  ['user set-role <email> <ROLE>', "change a user's role (signs the user out everywhere)"],
  ['user disable <email>', 'disable an account (signs the user out everywhere)'],
  ['user enable <email>', 'enable a disabled account'],
  ['user reset-password <email> [--password P]', 'set a new password (generated when not given; signs the user out)'],
  ['user list', 'list every user'],
  ['sync', "bring the current season's teams and events of FTC_COUNTRY from FIRST's FTC Events API (needs FTC_API_USERNAME and FTC_API_KEY) and print what changed; one sync at a time, also while the server runs"],
  ['help, --help, -h', 'show this text'],
  ['version, --version', 'print the version'],
];

/** Wraps text to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

function table(rows: Array<[string, string]>, indent: number, width: number): string[] {
  const column = Math.min(Math.max(...rows.map(([name]) => name.length)) + 2, 34);
  return rows.flatMap(([name, text]) => {
    const body = wrap(text, width - indent - column);
    const first = name.length + 2 <= column ? `${name.padEnd(column)}${body.shift() ?? ''}` : name;
    return [first, ...body.map((l) => `${' '.repeat(column)}${l}`)].map((l) => `${' '.repeat(indent)}${l}`.trimEnd());
  });
}

export function helpText(programName: string): string {
  const settings = SETTING_NAMES.map((name): [string, string] => [name, `${plainMeaning(SETTING_DOCS[name])} (default: ${plainText(SETTING_DOCS[name].default)})`]);
  return [
    `FTC Romania site ${APP_VERSION}`,
    '',
    `Usage: ${programName} [command] [options]`,
    '',
    'Commands:',
    ...table(COMMANDS, 2, 118),
    '',
    'Settings (environment variables, all optional; the same for every command):',
    ...table(settings, 2, 118),
    '',
    'Exit codes: 0 done, 1 usage error or failure, 2 invalid setting.',
  ].join('\n');
}
