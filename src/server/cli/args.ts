// Parsing the command line's words with node:util's parseArgs in strict mode: positional arguments,
// `--name value` / `--name=value` options and `--flag`s; anything else is a UsageError with a short message.
import { parseArgs as parseWords, type ParseArgsConfig } from 'node:util';

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
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const name of valueOptions) options[name] = { type: 'string' };
  for (const name of flagOptions) options[name] = { type: 'boolean' };
  let parsed: ReturnType<typeof parseWords>;
  try {
    parsed = parseWords({ args: [...argv], options, strict: true, allowPositionals: true });
  } catch (error) {
    throw usageError(error, flagOptions);
  }
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string') values.set(name, value);
    else if (value === true) flags.add(name);
  }
  return { positional: parsed.positionals, values, flags };
}

export function expectArgs(parsed: Parsed, count: number, usage: string): void {
  if (parsed.positional.length !== count) throw new UsageError(`Usage: ${usage}`);
}

/** node:util's messages are long and name the option in quotes; ours are one short line that the CLI tests pin. */
function usageError(error: unknown, flagOptions: readonly string[]): unknown {
  const code = (error as { code?: unknown }).code;
  const option = error instanceof Error ? /'(-[^' ]+)/.exec(error.message)?.[1] : undefined;
  if (!option) return error;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(`Unknown option ${option}.`);
  if (code !== 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return error;
  if (flagOptions.includes(option.replace(/^--/, ''))) return new UsageError(`Option ${option} takes no value.`);
  // "ambiguous": the next word starts with a dash, which parseArgs never takes as a value.
  if (/ambiguous/.test((error as Error).message)) return new UsageError(`Option ${option} needs a value (write ${option}=<value> for one that starts with "-").`);
  return new UsageError(`Option ${option} needs a value.`);
}
