import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { AuthUser } from './tokens';

export interface AuthRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthUser;
  authChecked?: boolean;
}

export function requestOf(ctx: ExecutionContext): AuthRequest {
  if (ctx.getType<string>() === 'graphql') return GqlExecutionContext.create(ctx).getContext<{ req: AuthRequest }>().req;
  return ctx.switchToHttp().getRequest<AuthRequest>();
}

export function bearerToken(req: AuthRequest): string | undefined {
  const header = req.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  return match ? match[1] : '';
}
