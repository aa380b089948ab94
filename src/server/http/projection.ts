// Declared answers without zod's cost per answer: from an answer's zod schema, compiled once per route, a function
// that copies only what the schema names (objects keep their declared keys, recursively; arrays, records, nullable and
// optional values are followed). JSON.stringify of the copy is the body. Used by declared-routes.ts for every /api
// answer; the shapes themselves are checked by TypeScript (the handlers' return types come from the same schemas).
import type { z } from 'zod';

type Project = (value: unknown) => unknown;

const same: Project = (value) => value;

/** Merges the declared keys of several object projections (a union or intersection of objects). */
function mergeKeys(parts: Project[], schemas: z.core.$ZodType[]): Project {
  const shapes = schemas.map(objectShape).filter((s): s is Record<string, z.core.$ZodType> => s !== null);
  if (shapes.length !== schemas.length) return parts.every((p) => p === same) ? same : (value) => parts.reduce((v, p) => p(v), value);
  return objectProjection(Object.assign({}, ...shapes) as Record<string, z.core.$ZodType>);
}

function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & { shape?: Record<string, z.core.$ZodType> };
  return def.type === 'object' && def.shape ? def.shape : null;
}

function objectProjection(shape: Record<string, z.core.$ZodType>): Project {
  const keys = Object.keys(shape);
  const inner = keys.map((key) => projectionOf(shape[key]!));
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i += 1) {
      const field = source[keys[i]!];
      if (field !== undefined) out[keys[i]!] = inner[i]!(field);
    }
    return out;
  };
}

/** Compiled once per schema: routes share their output schemas, and a GET's HEAD route shares the GET's. */
const compiled = new WeakMap<z.core.$ZodType, Project>();

/** The copying function for answers of `schema`. */
export function projectionOf(schema: z.core.$ZodType): Project {
  let project = compiled.get(schema);
  if (!project) {
    project = compile(schema);
    compiled.set(schema, project);
  }
  return project;
}

function compile(schema: z.core.$ZodType): Project {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'object':
      return objectProjection(objectShape(schema)!);
    case 'array': {
      const item = projectionOf(def.element as z.core.$ZodType);
      return item === same ? same : (value) => (Array.isArray(value) ? value.map(item) : value);
    }
    case 'record': {
      const item = projectionOf(def.valueType as z.core.$ZodType);
      return item === same
        ? same
        : (value) => (value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, item(v)])) : value);
    }
    case 'nullable':
    case 'optional':
    case 'default':
    case 'readonly':
    case 'catch': {
      const inner = projectionOf(def.innerType as z.core.$ZodType);
      return inner === same ? same : (value) => (value === null || value === undefined ? value : inner(value));
    }
    case 'pipe':
      return projectionOf(def.out as z.core.$ZodType);
    case 'lazy':
      return (value) => projectionOf((def.getter as () => z.core.$ZodType)())(value);
    case 'union': {
      const options = def.options as z.core.$ZodType[];
      const parts = options.map(projectionOf);
      return parts.every((p) => p === same) ? same : mergeKeys(parts, options);
    }
    case 'intersection': {
      const both = [def.left, def.right] as z.core.$ZodType[];
      return mergeKeys(both.map(projectionOf), both);
    }
    default:
      // Strings, numbers, booleans, literals, enums, null...: sent as they are.
      return same;
  }
}
