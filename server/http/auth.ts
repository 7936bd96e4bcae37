import type { FastifyRequest } from 'fastify';
import { BusinessError } from './errors.ts';
import { RespCode } from '../../schemas/api/common.ts';
import { userFromToken, type User } from '../domain/auth/session.ts';

export type { User };

const field = (source: unknown): string | undefined => {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>).authToken;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The caller's token: body.authToken, else the authToken query parameter, else `Authorization: Bearer`. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return field(request.body) ?? field(request.query) ?? bearer;
}

/** The logged-in user, or undefined when the token is missing, unknown or expired. */
export async function optionalUser(request: FastifyRequest): Promise<User | undefined> {
  const { db, config } = request.server;
  return userFromToken(db, tokenOf(request), config.clock.now());
}

/** The logged-in user; any call that needs a login answers 5002 otherwise. */
export async function requireUser(request: FastifyRequest): Promise<User> {
  const user = await optionalUser(request);
  if (!user) throw new BusinessError(RespCode.invalidAuth, 'common.loginExpired');
  return user;
}
