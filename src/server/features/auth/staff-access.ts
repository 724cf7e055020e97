import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../shared/enums.ts';
import type { Config } from '../../config.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { ADMINS_ONLY, staffRefusal } from '../../trpc.ts';
import { sessionCookie } from './session-cookie.ts';
import { validateSessionToken } from './sessions.ts';

/** How a route answers a request that is not an approved staff member's. */
type Refuse = (reply: FastifyReply, refusal: AppError) => FastifyReply;

/** The default answer: 401 or 403 with the rule's message as JSON. */
export const refuseWithJson: Refuse = (reply, refusal) =>
  reply.code(refusal.code === 'UNAUTHORIZED' ? 401 : 403).send({ message: refusal.message });

const staffOfRequest = new WeakMap<FastifyRequest, User>();

/** Who else a route refuses, beyond `staffRefusal`: admins only (`adminProcedure`'s rule). */
type RoleRule = { roles: readonly StaffRole[]; message: string };
export const adminsOnly: RoleRule = { roles: ['admin'], message: ADMINS_ONLY };

/**
 * A Fastify hook (`preHandler`, or `onRequest` to refuse before a body is read) for the HTTP
 * routes of the CRM (CSV export and import, quote PDFs, backup downloads): the session cookie's
 * user, held to the same rule as `staffProcedure` (`staffRefusal`, the second factor included)
 * and, given a `role` rule, to that too; others get `refuse`'s answer and the route never runs.
 */
export function staffOnly(
  orm: MikroORM,
  config: Pick<Config, 'appUrl'>,
  refuse: Refuse = refuseWithJson,
  role?: RoleRule,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionCookie(request, reply, config.appUrl).read();
    const origin = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const auth = token ? await validateSessionToken(orm.em.fork(), token, origin) : null;
    const refusal =
      staffRefusal(auth) ??
      (role && auth && !role.roles.includes(auth.profile.role)
        ? new AppError('FORBIDDEN', role.message)
        : null);
    if (refusal) return refuse(reply, refusal);
    if (auth) staffOfRequest.set(request, auth.user);
  };
}

/** The approved staff member a `staffOnly` hook let through. */
export function staffOf(request: FastifyRequest): User {
  const user = staffOfRequest.get(request);
  if (!user) throw new Error('The route has no staffOnly hook');
  return user;
}
