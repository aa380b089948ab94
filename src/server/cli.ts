// The operator's command line: `node --import tsx src/server/cli.ts <command>` (npm run db:migrate, npm run user --).
// Works on the database named by DATABASE_PATH, migrating it first; user changes go through the users service,
// which ends sessions when a role changes or an account is disabled.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '../shared/policy';
import { roleSchema } from '../shared/schemas/auth';
import { createUserInput } from '../shared/schemas/users';
import { parseInput } from '../shared/validation';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrator';
import type { Deps } from './deps';
import { loadKeys } from './modules/auth/keys';
import * as users from './modules/users/users.service';
import { localDiskStorage } from './storage/local-disk';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

export const HELP = `FTC Romania site: command line

Usage: node --import tsx src/server/cli.ts <command>   (or: npm run db:migrate, npm run user -- <subcommand>)

Commands:
  migrate                                   apply pending database migrations and list them
  user create --email E --name N --role R [--password P]
                                            create a user (R: ADMIN, EDITOR or TEAM); without --password
                                            a strong password is generated and printed once
  user set-role <email> <ROLE>              change a user's role (signs the user out everywhere)
  user disable <email>                      disable an account (signs the user out everywhere)
  user enable <email>                       enable a disabled account
  user reset-password <email> [--password P]
                                            set a new password (generated when not given; signs the user out)
  user list                                 list every user
  help, --help                              show this text

Settings (environment variables):
  DATABASE_PATH   the SQLite database file (default db/site.sqlite); created and migrated when missing
  UPLOADS_DIR     the uploads folder (default uploads)
  Every other setting is described in README.md.

Exit codes: 0 done, 1 usage error or failure, 2 invalid setting.`;

/** A mistake in the command line itself (unknown command or option, missing argument). */
class UsageError extends Error {}

interface Parsed {
  positional: string[];
  flags: Map<string, string>;
}

function parseArgs(argv: readonly string[], allowed: readonly string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!allowed.includes(name)) throw new UsageError(`Unknown option --${name}.`);
    const value = inline ?? argv[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`Option --${name} needs a value.`);
    if (inline === undefined) i += 1;
    flags.set(name, value);
  }
  return { positional, flags };
}

function expectArgs(parsed: Parsed, count: number, usage: string) {
  if (parsed.positional.length !== count) throw new UsageError(`Usage: ${usage}`);
}

const generatePassword = (): string => randomBytes(18).toString('base64url');

// The services log only unexpected problems; the command line reports failures itself.
const noop = () => undefined;
const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
};

async function withDeps<T>(config: Config, run: (deps: Deps, applied: string[]) => Promise<T>): Promise<T> {
  if (config.DATABASE_PATH !== ':memory:') mkdirSync(path.dirname(path.resolve(config.DATABASE_PATH)), { recursive: true });
  const database = openDatabase(config.DATABASE_PATH);
  try {
    const applied = await migrateToLatest(database.db);
    const deps: Deps = {
      db: database.db,
      storage: localDiskStorage(config.UPLOADS_DIR),
      config,
      keys: await loadKeys(database.db, config),
      clock: { now: () => Date.now() },
      log: silentLogger,
    };
    return await run(deps, applied);
  } finally {
    await database.close();
  }
}

async function userByEmail(deps: Deps, email: string) {
  const user = await users.findByEmail(deps, email.trim());
  if (!user) throw new Error(`No user with the email ${email.trim()}.`);
  return user;
}

const parseRole = (value: string): Role => parseInput(roleSchema, value.toUpperCase());

async function userCommand(config: Config, argv: readonly string[], io: CliIo): Promise<void> {
  const [sub, ...rest] = argv;
  switch (sub) {
    case 'create': {
      const args = parseArgs(rest, ['email', 'name', 'role', 'password']);
      expectArgs(args, 0, 'user create --email E --name N --role ADMIN|EDITOR|TEAM [--password P]');
      for (const required of ['email', 'name', 'role']) {
        if (!args.flags.has(required)) throw new UsageError(`Missing --${required}. Usage: user create --email E --name N --role ADMIN|EDITOR|TEAM [--password P]`);
      }
      const generated = args.flags.has('password') ? null : generatePassword();
      const input = parseInput(createUserInput, {
        email: args.flags.get('email'),
        name: args.flags.get('name'),
        password: args.flags.get('password') ?? generated,
        userType: args.flags.get('role')!.toUpperCase(),
      });
      await withDeps(config, async (deps) => {
        const user = await users.createUser(deps, 'cli', input);
        io.out(`Created ${user.userType} ${user.email} (id ${user.id}).`);
        if (generated) io.out(`Password (shown once, change it after signing in): ${generated}`);
      });
      return;
    }
    case 'set-role': {
      const args = parseArgs(rest, []);
      expectArgs(args, 2, 'user set-role <email> <ADMIN|EDITOR|TEAM>');
      const role = parseRole(args.positional[1]!);
      await withDeps(config, async (deps) => {
        const user = await users.setRole(deps, 'cli', (await userByEmail(deps, args.positional[0]!)).id, role);
        io.out(`${user.email} is now ${user.userType}; the user's sessions were ended.`);
      });
      return;
    }
    case 'disable':
    case 'enable': {
      const args = parseArgs(rest, []);
      expectArgs(args, 1, `user ${sub} <email>`);
      await withDeps(config, async (deps) => {
        const user = await users.setDisabled(deps, 'cli', (await userByEmail(deps, args.positional[0]!)).id, sub === 'disable');
        io.out(sub === 'disable' ? `${user.email} is disabled; the user's sessions were ended.` : `${user.email} is enabled.`);
      });
      return;
    }
    case 'reset-password': {
      const args = parseArgs(rest, ['password']);
      expectArgs(args, 1, 'user reset-password <email> [--password P]');
      const generated = args.flags.has('password') ? null : generatePassword();
      await withDeps(config, async (deps) => {
        const user = await userByEmail(deps, args.positional[0]!);
        await users.resetPassword(deps, 'cli', user.id, args.flags.get('password') ?? generated!);
        io.out(`Password of ${user.email} changed; the user's sessions were ended.`);
        if (generated) io.out(`New password (shown once): ${generated}`);
      });
      return;
    }
    case 'list': {
      expectArgs(parseArgs(rest, []), 0, 'user list');
      await withDeps(config, async (deps) => {
        const list = await users.listUsers(deps, 'cli');
        if (list.length === 0) {
          io.out('No users yet.');
          return;
        }
        const rows = [
          ['ID', 'EMAIL', 'NAME', 'ROLE', 'STATUS', 'CREATED'],
          ...list.map((u) => [String(u.id), u.email, u.name, u.userType, u.disabled ? 'disabled' : 'active', u.createdAt.slice(0, 10)]),
        ];
        const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
        for (const row of rows) io.out(row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ').trimEnd());
      });
      return;
    }
    default:
      throw new UsageError(sub ? `Unknown user command "${sub}". Run "help" to see the commands.` : 'Missing user command. Run "help" to see the commands.');
  }
}

/** Runs one command and returns the exit code. Prints results to io.out and every error as one line to io.err. */
export async function runCli(argv: readonly string[], env: Record<string, string | undefined> = process.env, io: CliIo = consoleIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    io.out(HELP);
    return command === undefined ? 1 : 0;
  }
  try {
    const config = loadConfig(env);
    switch (command) {
      case 'migrate': {
        expectArgs(parseArgs(rest, []), 0, 'migrate');
        await withDeps(config, async (_deps, applied) => {
          if (applied.length === 0) io.out(`Database ${config.DATABASE_PATH} is up to date.`);
          else io.out(`Applied to ${config.DATABASE_PATH}: ${applied.join(', ')}`);
        });
        return 0;
      }
      case 'user':
        await userCommand(config, rest, io);
        return 0;
      default:
        throw new UsageError(`Unknown command "${command}". Run "help" to see the commands.`);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.err(`Error: ${message.replace(/\s*\n\s*/g, ' ')}`);
    return 1;
  }
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isEntry) {
  process.exitCode = await runCli(process.argv.slice(2));
}
