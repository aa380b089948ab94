// The server's log: JSON lines (pino, through Fastify) with each request's id as `reqId`. Quiet in production (warn:
// no line per request, only problems); in development `info`, one readable line per entry through pino-pretty when
// it is installed (a dev dependency: the executable has no node_modules and falls back to JSON).
import { createRequire } from 'node:module';
import { isSea } from 'node:sea';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Never written to the log, whoever logs a request's or reply's headers. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

/** pino-pretty's entry file when the project has it installed, else null. */
export function findPrettyPrinter(fromDir: string = process.cwd()): string | null {
  // The single executable cannot start a transport's worker (its file is not on disk), even beside a node_modules.
  if (isSea()) return null;
  try {
    return createRequire(path.join(fromDir, 'package.json')).resolve('pino-pretty');
  } catch {
    return null;
  }
}

export const logLevel = (config: Config): string => config.LOG_LEVEL ?? (config.NODE_ENV === 'development' ? 'info' : 'warn');

export function loggerOptions(config: Config, prettyPrinter: string | null = config.NODE_ENV === 'development' ? findPrettyPrinter() : null): NonNullable<FastifyServerOptions['logger']> {
  const base = { level: logLevel(config), redact: REDACTED_PATHS };
  // process.stdout writes synchronously to a file or pipe on Linux, so lines stay in order when the process exits
  // (pino's default asynchronous stream let a second signal's line overtake the first's, still in the thread pool).
  // Production logs a few lines (warn and above), so a synchronous write costs nothing measurable.
  if (config.NODE_ENV !== 'development' || !prettyPrinter) return { ...base, stream: process.stdout };
  return {
    ...base,
    transport: { target: prettyPrinter, options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  };
}
