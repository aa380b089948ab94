// `user create|set-role|disable|enable|reset-password|list`: user changes go through the users service, which ends
// sessions when a role changes, an account is disabled or a password is reset.
import type { Role } from '../../shared/policy';
import { roleSchema } from '../../shared/schemas/auth';
import { createUserInput } from '../../shared/schemas/users';
import { parseInput } from '../../shared/validation';
import type { CliIo } from './io';
import type { Config } from '../config';
import type { Deps } from '../deps';
import * as users from '../modules/users/users.service';
import { expectArgs, parseArgs, UsageError } from './args';
import { withDeps, type DepsOptions } from './with-deps';

async function userByEmail(deps: Deps, email: string) {
  const user = await users.findByEmail(deps, email.trim());
  if (!user) throw new Error(`No user with the email ${email.trim()}.`);
  return user;
}

const parseRole = (value: string): Role => parseInput(roleSchema, value.toUpperCase());

export async function userCommand(config: Config, argv: readonly string[], io: CliIo, options: DepsOptions): Promise<void> {
  const [sub, ...rest] = argv;
  const open = <T>(run: (deps: Deps) => Promise<T>) => withDeps(config, options, run);
  switch (sub) {
    case 'create': {
      const args = parseArgs(rest, ['email', 'name', 'role', 'password']);
      expectArgs(args, 0, 'user create --email E --name N --role ADMIN|EDITOR|TEAM [--password P]');
      for (const required of ['email', 'name', 'role']) {
        if (!args.values.has(required)) throw new UsageError(`Missing --${required}. Usage: user create --email E --name N --role ADMIN|EDITOR|TEAM [--password P]`);
      }
      const generated = args.values.has('password') ? null : users.generatePassword();
      const input = parseInput(createUserInput, {
        email: args.values.get('email'),
        name: args.values.get('name'),
        password: args.values.get('password') ?? generated,
        userType: args.values.get('role')!.toUpperCase(),
      });
      await open(async (deps) => {
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
      await open(async (deps) => {
        const user = await users.setRole(deps, 'cli', (await userByEmail(deps, args.positional[0]!)).id, role);
        io.out(`${user.email} is now ${user.userType}; the user's sessions were ended.`);
      });
      return;
    }
    case 'disable':
    case 'enable': {
      const args = parseArgs(rest, []);
      expectArgs(args, 1, `user ${sub} <email>`);
      await open(async (deps) => {
        const user = await users.setDisabled(deps, 'cli', (await userByEmail(deps, args.positional[0]!)).id, sub === 'disable');
        io.out(sub === 'disable' ? `${user.email} is disabled; the user's sessions were ended.` : `${user.email} is enabled.`);
      });
      return;
    }
    case 'reset-password': {
      const args = parseArgs(rest, ['password']);
      expectArgs(args, 1, 'user reset-password <email> [--password P]');
      const generated = args.values.has('password') ? null : users.generatePassword();
      await open(async (deps) => {
        const user = await userByEmail(deps, args.positional[0]!);
        await users.resetPassword(deps, 'cli', user.id, args.values.get('password') ?? generated!);
        io.out(`Password of ${user.email} changed; the user's sessions were ended.`);
        if (generated) io.out(`New password (shown once): ${generated}`);
        io.out('The user chooses their own password at the next sign-in.');
      });
      return;
    }
    case 'list': {
      expectArgs(parseArgs(rest, []), 0, 'user list');
      await open(async (deps) => {
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
