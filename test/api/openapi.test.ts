// Issue 10: the REST API is described by an OpenAPI 3.1 document generated from the routes' declarations, served at
// /api/openapi.json and as a reference page at /api/docs. The document must validate (a real OpenAPI validator) and
// list every registered /api route (from the app's route list) with its parameters, body and answers.
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { restRoutes } from '../helpers/routes';

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
    const result = await validator.validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
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
    expect(document.paths?.['/api/home-posts']?.get?.security).toBeUndefined();
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
