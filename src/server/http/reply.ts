import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { idSchema } from '../../shared/schemas/fields';
import { parseInput } from '../../shared/validation';

/** The spec's envelope: `{ success: true, message: <data> }`. */
export function ok<T>(reply: FastifyReply, data: T, status = 200) {
  return reply.status(status).send({ success: true, message: data });
}

const idParams = z.object({ id: idSchema });

/** Reads `:id` from the path as a positive integer (400 otherwise). */
export const idFrom = (params: unknown): number => parseInput(idParams, params).id;

/** Reads any named numeric path parameter. */
export const intParam = (params: unknown, name: string): number => parseInput(z.object({ [name]: idSchema }), params)[name] as number;
