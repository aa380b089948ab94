// Parsing the command line's words: positional arguments, `--name value` / `--name=value` options and `--flag`s.

/** A mistake in the command line itself (unknown command or option, missing argument): exit code 1. */
export class UsageError extends Error {}

export interface Parsed {
  positional: string[];
  /** Options given with a value. */
  values: Map<string, string>;
  /** Flags given (no value). */
  flags: Set<string>;
}

export function parseArgs(argv: readonly string[], valueOptions: readonly string[], flagOptions: readonly string[] = []): Parsed {
  const positional: string[] = [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (flagOptions.includes(name)) {
      if (inline !== undefined) throw new UsageError(`Option --${name} takes no value.`);
      flags.add(name);
      continue;
    }
    if (!valueOptions.includes(name)) throw new UsageError(`Unknown option --${name}.`);
    const value = inline ?? argv[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`Option --${name} needs a value.`);
    if (inline === undefined) i += 1;
    values.set(name, value);
  }
  return { positional, values, flags };
}

export function expectArgs(parsed: Parsed, count: number, usage: string): void {
  if (parsed.positional.length !== count) throw new UsageError(`Usage: ${usage}`);
}
