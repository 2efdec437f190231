import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../jwt/public.decorator.js';

export const bearerToken = (headers: Record<string, string | undefined>): string | undefined =>
  /^Bearer (\S+)$/i.exec(headers.authorization ?? '')?.[1];

/**
 * Lets @Public() routes through; any other needs a bearer token its sessions accept (and that `admit` lets in),
 * and the person signed in is put on the request under `key` for the route to read.
 */
export abstract class BearerSessionGuard<Session> implements CanActivate {
  protected abstract readonly key: string;

  constructor(
    protected readonly reflector: Reflector,
    private readonly sessions: { authenticate(token: string): Promise<Session | null> },
  ) {}

  /** The error for a request without a session. */
  protected abstract refusal(): Error;

  /** Throws when this route is not for this person (a role it needs, say). */
  protected admit(_session: Session, _context: ExecutionContext): void {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | undefined> } & Record<string, unknown>>();
    const token = bearerToken(request.headers);
    const session = token ? await this.sessions.authenticate(token) : null;
    if (!session) throw this.refusal();
    this.admit(session, context);
    request[this.key] = session;
    return true;
  }
}
