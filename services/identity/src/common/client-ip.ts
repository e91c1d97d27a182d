import { isIP } from 'node:net';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';

interface IpRequest {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The caller's address: the gateway forwards the client's IP in `x-client-ip` (identity is only
 * reachable through the gateway); a direct caller is identified by its socket address.
 */
export function clientIpOf(req: IpRequest | undefined): string {
  const header = req?.headers['x-client-ip'];
  const forwarded = (Array.isArray(header) ? header[0] : header)?.trim();
  if (forwarded && isIP(forwarded)) return forwarded;
  return req?.ip ?? req?.socket?.remoteAddress ?? 'unknown';
}

export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const req =
    ctx.getType<string>() === 'graphql' ? GqlExecutionContext.create(ctx).getContext<{ req: IpRequest }>().req : ctx.switchToHttp().getRequest<IpRequest>();
  return clientIpOf(req);
});
