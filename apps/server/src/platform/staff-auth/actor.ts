import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/index.ts';

/** The audit actor of a guarded admin request. */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  staffId: request.staff.id,
  ip: request.ip,
});
