import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../jwt/public.decorator.js';

export const bearerToken = (headers: Record<string, string | undefined>): string | undefined =>
  /^Bearer (\S+)$/i.exec(headers.authorization ?? '')?.[1];

export const isPublicRoute = (reflector: Reflector, context: ExecutionContext): boolean =>
  reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]) ?? false;

/** The HTTP request with the signed-in person the guard puts on it under `key`. */
export const guardedRequest = <Key extends string, Session>(context: ExecutionContext) =>
  context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> } & { [K in Key]?: Session }>();

/** The session the request's bearer token opens, or null (no token, or one the sessions refuse). */
export const authenticateBearer = async <Session>(
  request: { headers: Record<string, string | undefined> },
  sessions: { authenticate(token: string): Promise<Session | null> },
): Promise<Session | null> => {
  const token = bearerToken(request.headers);
  return token ? sessions.authenticate(token) : null;
};
