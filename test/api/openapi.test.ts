// Issue 10: the REST API is described by an OpenAPI 3.1 document generated from the routes' declarations, served at
// /api/openapi.json and as a reference page at /api/docs. The document must validate (a real OpenAPI validator) and
// list every registered /api route (from the app's route list) with its parameters, body and answers.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { WEB_LINK } from '../../src/shared/links';
import { restRoutes } from '../helpers/routes';
import { scaled } from '../helpers/time-scale';

/** Redocly's CLI (a pinned devDependency): the same lint an outside reviewer runs on the published document. */
const REDOCLY = path.resolve('node_modules/@redocly/cli/bin/cli.js');

/** The document and its page describe the API; they are not in it. */
const ABOUT_THE_API = new Set(['/api/openapi.json', '/api/docs']);
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

let t: TestApp;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await makeTestApp({ users: false });
  const res = await t.app.inject('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  document = res.json();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    // A copy (the validator resolves references in place), spread so that it reads as the plain record it takes.
    const result = await validator.validate({ ...structuredClone(document) });
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every /api route with its parameters, body and answers', () => {
    const routes = restRoutes(t.app).filter((r) => !ABOUT_THE_API.has(r.url));
    expect(routes.length).toBeGreaterThan(40);
    const schemas = new Map(t.app.routeList.map((r) => [`${r.method} ${r.url}`, r.schema]));
    for (const route of routes) {
      const where = `${route.method} ${route.url}`;
      const op = document.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase() as 'get'];
      expect(op, where).toBeDefined();
      const declared = schemas.get(where) ?? {};
      const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const documented = ((op!.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((p) => p.in === 'path').map((p) => p.name);
      expect(documented.sort(), where).toEqual(pathParams.sort());
      if (declared.querystring) expect(op!.parameters?.some((p) => 'in' in p && p.in === 'query'), where).toBe(true);
      if (declared.body) expect(Object.keys((op!.requestBody as OpenAPIV3_1.RequestBodyObject).content).length, where).toBeGreaterThan(0);
      const success = Object.entries(op!.responses ?? {}).filter(([status]) => status.startsWith('2'));
      expect(success.length, where).toBeGreaterThan(0);
      for (const [status, response] of success) expect((response as OpenAPIV3_1.ResponseObject).content, `${where} ${status}`).toBeDefined();
      // A refusal is documented with the error envelope.
      expect(JSON.stringify(op!.responses?.['4XX']), where).toContain('"success"');
    }
  });

  it('marks the writes that need a permission, and documents multipart forms as multipart/form-data', () => {
    const create = document.paths?.['/api/home-posts']?.post;
    expect(create?.security).toEqual([{ bearer: [] }]);
    expect(create?.description).toContain('posts:write');
    const content = (create?.requestBody as OpenAPIV3_1.RequestBodyObject).content;
    expect(Object.keys(content)).toContain('multipart/form-data');
    expect(JSON.stringify(content['multipart/form-data']!.schema)).toContain('"format":"binary"');
    // A public read says so: no security needed.
    expect(document.paths?.['/api/home-posts']?.get?.security).toEqual([]);
  });

  it('passes redocly lint with the recommended rules (summaries and operation ids included)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const run = spawnSync(process.execPath, [REDOCLY, 'lint', file, '--format=json', '--max-problems=1000'], { encoding: 'utf8', timeout: scaled(120_000) });
      const report = JSON.parse(run.stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
      const problems = report.problems
        // The spec's addresses: a static segment beside a parameter (/events/upcoming/{limit} and /events/{id}/teams).
        // Fastify routes the static one first; the rule only warns, and the paths are the spec's to keep.
        .filter((p) => !(p.ruleId === 'no-ambiguous-paths' && p.severity === 'warn'))
        .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
      expect(problems).toEqual([]);
      expect(run.status, run.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The parts of a JSON Schema these tests read. */
interface Schema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  [keyword: string]: unknown;
}

/** The request body schema of an operation, for a media type. */
function requestSchema(route: string, method: 'post' | 'put', type = 'application/json'): Schema {
  const body = document.paths?.[route]?.[method]?.requestBody as OpenAPIV3_1.RequestBodyObject;
  return body.content[type]!.schema as Schema;
}

/** A body schema's properties and required names, through the allOf of a form (its fields and its file). */
function fieldsOf(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const parts = schema.allOf ?? [schema];
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

describe('the document is as strict as the server (issue 23: what outside validators found looser)', () => {
  it('a season: seasonNumber required, 1 to 10000; ftcYear 1990 to 2100 or null', () => {
    const { properties, required } = fieldsOf(requestSchema('/api/seasons', 'post'));
    expect(required).toContain('seasonNumber');
    expect(properties.seasonNumber).toMatchObject({ type: 'integer', minimum: 1, maximum: 10_000 });
    expect(JSON.stringify(properties.ftcYear)).toContain('"minimum":1990');
    expect(JSON.stringify(properties.ftcYear)).toContain('"maximum":2100');
    expect(JSON.stringify(properties.ftcYear)).toContain('"type":"null"');
  });

  it('a home post: priority 1 to 5, announcement true/false or the form\'s "true" and ""', () => {
    const { properties } = fieldsOf(requestSchema('/api/home-posts', 'post', 'multipart/form-data'));
    expect(properties.priority).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 });
    const spellings = (properties.announcement!.anyOf ?? []).flatMap((s) => s.enum ?? [s.type]);
    expect(spellings).toEqual(expect.arrayContaining(['boolean', 'true', '']));
    const resource = fieldsOf(requestSchema('/api/resources', 'post', 'multipart/form-data')).properties;
    expect(resource.priority).toMatchObject({ type: 'integer', minimum: 1 });
  });

  it('e-mail addresses and links carry their format and pattern', () => {
    const sponsor = fieldsOf(requestSchema('/api/sponsors', 'post', 'multipart/form-data')).properties;
    expect(sponsor.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(sponsor.link!.pattern).toBe(WEB_LINK.source);
    const event = fieldsOf(requestSchema('/api/events', 'post', 'multipart/form-data'));
    expect(event.required).toContain('link');
    expect(event.properties.link!.pattern).toBe(WEB_LINK.source);
    expect(event.properties.brochureLink!.pattern).toBe(WEB_LINK.source);
    expect(fieldsOf(requestSchema('/api/auth/login', 'post')).properties.email).toMatchObject({ format: 'email' });
  });

  it("the upload's file is required, and a form's file is a binary part", () => {
    const upload = fieldsOf(requestSchema('/api/files/upload', 'post', 'multipart/form-data'));
    expect(upload.required).toEqual(expect.arrayContaining(['entityType', 'file']));
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    const post = fieldsOf(requestSchema('/api/home-posts', 'post', 'multipart/form-data'));
    expect(post.required).not.toContain('image');
  });

  it('the server refuses what the document refuses: an upload without its file, a season without its number', async () => {
    const editor = await t.client();
    const season = await editor.post('/api/seasons', { seasonName: 'Season X' });
    expect(season.statusCode).toBe(401); // a visitor: refused before the body
    const admin = await makeTestApp({});
    try {
      const client = await admin.client('ADMIN');
      const missing = await client.post('/api/seasons', { seasonName: 'Season X' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.seasonNumber).toBeDefined();
      const noFile = await client.post('/api/files/upload', { entityType: 'event_image' });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().errors.file).toEqual(['Please select a file to upload.']);
    } finally {
      await admin.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('is a readable page of every operation, with no script, under the site CSP', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!localhost)[^"'\s<]*\.(js|css)/i);
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'delete'] as const) {
        if (item?.[method]) expect(res.body, `${method} ${path}`).toContain(`${method.toUpperCase()} ${path}`);
      }
    }
  });
});
