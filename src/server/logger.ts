// The server's log: JSON lines (pino, through Fastify) with each request's id as `reqId`. Quiet in production (warn:
// no line per request, only problems); in development `info`, one readable line per entry through pino-pretty when
// it is installed (a dev dependency: the executable has no node_modules and falls back to JSON).
import { createRequire } from 'node:module';
import { isSea } from 'node:sea';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
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
  if (config.NODE_ENV !== 'development' || !prettyPrinter) return base;
  return {
    ...base,
    transport: { target: prettyPrinter, options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = [unknown, ...unknown[]];

/**
 * A request's logger that becomes pino's child (with the request id bound) only when a line is written: a child costs
 * an object, its bindings' JSON and half a kilobyte on the heap per request, and in production (warn) almost no
 * request writes a line. Fastify's own 'incoming request' / 'request completed' calls are below the level there and
 * end at the level check. With a route's own log level, or a logger that is not pino (tests: none), the child is
 * made at once as before.
 */
class LazyRequestLogger {
  readonly #parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean }, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get #real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  #write(level: Level, args: LogArgs): void {
    if (this.#child) return (this.#child[level] as (...a: LogArgs) => void)(...args);
    if (this.#parent.isLevelEnabled(level)) (this.#real[level] as (...a: LogArgs) => void)(...args);
  }

  get level(): string {
    return this.#child ? this.#child.level : this.#parent.level;
  }

  set level(level: string) {
    this.#real.level = level;
  }

  fatal(...args: LogArgs) {
    this.#write('fatal', args);
  }
  error(...args: LogArgs) {
    this.#write('error', args);
  }
  warn(...args: LogArgs) {
    this.#write('warn', args);
  }
  info(...args: LogArgs) {
    this.#write('info', args);
  }
  debug(...args: LogArgs) {
    this.#write('debug', args);
  }
  trace(...args: LogArgs) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made lazily (LazyRequestLogger). */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const parent = logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  if (options.level !== undefined || typeof parent.isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new LazyRequestLogger(parent as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }, bindings) as unknown as FastifyBaseLogger;
};
