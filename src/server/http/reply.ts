import type { FastifyReply } from 'fastify';

/** The spec's envelope: `{ success: true, message: <data> }` (declared per route with okEnvelope). */
export function ok<T>(reply: FastifyReply, data: T, status = 200) {
  return reply.status(status).send({ success: true, message: data });
}
