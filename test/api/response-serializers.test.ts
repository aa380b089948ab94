// Issue 10: only declared fields leave the server. For every registered /api route (from the app's own route list,
// never a hand-kept one) and every answer it declares, a valid answer with an extra field in each of its objects goes
// through the serializer the /api plugin compiles for it; the extra field never comes out, the declared ones do.
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/server/http/declared-routes';
import { richDocOutput } from '../../src/shared/schemas/rich-text';
import { makeTestApp, type TestApp } from '../helpers/app';
import { restRoutes } from '../helpers/routes';

const LEAK = 'leakedColumn';

/** A valid value of `schema` in which every object also carries LEAK (a column the schema does not name). */
function sample(schema: z.core.$ZodType): unknown {
  // A rich-text document is read by the sanitiser, not by its shape: a paragraph, a heading and a list, LEAK in each node.
  if (schema === richDocOutput) {
    const text = { type: 'text', text: 'text', marks: [{ type: 'bold', [LEAK]: 1 }], [LEAK]: 1 };
    const paragraph = { type: 'paragraph', content: [text], [LEAK]: 1 };
    return {
      type: 'doc',
      content: [paragraph, { type: 'heading', attrs: { level: 2, [LEAK]: 1 }, content: [text] }, { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph] }] }],
      [LEAK]: 1,
    };
  }
  if (schema instanceof z.core.$ZodObject) {
    const shape: Record<string, z.core.$ZodType> = schema._zod.def.shape;
    return { ...Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, sample(value)])), [LEAK]: 'password_hash' };
  }
  if (schema instanceof z.core.$ZodArray) return [sample(schema._zod.def.element)];
  if (schema instanceof z.core.$ZodString) return 'text';
  if (schema instanceof z.core.$ZodNumber) return 1;
  if (schema instanceof z.core.$ZodBoolean) return true;
  if (schema instanceof z.core.$ZodLiteral) return schema._zod.def.values[0];
  if (schema instanceof z.core.$ZodEnum) return Object.values(schema._zod.def.entries)[0];
  if (schema instanceof z.core.$ZodNullable || schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodDefault) return sample(schema._zod.def.innerType);
  if (schema instanceof z.core.$ZodUnion) return sample(schema._zod.def.options[0]!);
  if (schema instanceof z.core.$ZodRecord) {
    // A record keyed by an enum must hold every key; any other record gets one.
    const keyType = schema._zod.def.keyType;
    const keys = keyType instanceof z.core.$ZodEnum ? Object.values(keyType._zod.def.entries) : ['key'];
    return Object.fromEntries(keys.map((key) => [key, sample(schema._zod.def.valueType)]));
  }
  if (schema instanceof z.core.$ZodPipe) return sample(schema._zod.def.out);
  throw new Error(`no sample for a zod ${schema._zod.def.type}`);
}

/** The JSON answers a route declares: [status, zod schema]. */
function declaredAnswers(schema: FastifySchema | undefined): Array<[string, z.ZodType]> {
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  return Object.entries(response).flatMap(([status, declared]) => (declared instanceof z.ZodType && declared._zod.def.type === 'object' ? [[status, declared]] : []));
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ users: false });
});
afterAll(() => t.close());

describe('declared answers', () => {
  it('drop every field their schema does not name, on every /api route', () => {
    const routes = restRoutes(t.app);
    const schemas = new Map(t.app.routeList.map((r) => [`${r.method} ${r.url}`, r.schema]));
    const notJson = /^\/api\/(files\/(public\/(variants\/)?:id|:id\/(preview|download))|openapi\.json|docs)$/;
    let checked = 0;
    for (const route of routes) {
      const answers = declaredAnswers(schemas.get(`${route.method} ${route.url}`));
      // Every JSON route declares its answer; only the file bytes and the API's own document and page are not JSON.
      if (!notJson.test(route.url)) expect(answers.length, `${route.method} ${route.url} declares its answer`).toBeGreaterThan(0);
      for (const [status, schema] of answers) {
        const value = sample(schema);
        expect(schema.safeParse(value).success, `${route.method} ${route.url} ${status}: the sample fits`).toBe(true);
        const serialize = responseSerializerCompiler({ schema, method: route.method, url: route.url, httpStatus: status });
        const out = serialize(value);
        expect(out, `${route.method} ${route.url} ${status}`).not.toContain(LEAK);
        expect(JSON.parse(out), `${route.method} ${route.url} ${status}`).toEqual(schema.parse(value));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
