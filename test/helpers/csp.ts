// Reads a response's Content-Security-Policy into its directives, for the header and file-response tests.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export type Csp = Record<string, string[]>;

/** CSP directives by name: `default-src 'none'; sandbox` -> { 'default-src': ["'none'"], sandbox: [] }. */
export function cspOf(res: LightMyRequestResponse, label: string): Csp {
  const header = res.headers['content-security-policy'];
  expect(typeof header, `${label}: exactly one Content-Security-Policy header`).toBe('string');
  const out: Csp = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = values;
  }
  return out;
}
