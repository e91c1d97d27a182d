import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { clientIpOf, type ClientIpRequest } from '@shop/auth';

/**
 * The caller's address: the gateway's signed `x-client-ip`, else the socket's address
 * (decision 0400; the check lives once, in @shop/auth).
 */
export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const req =
    ctx.getType<string>() === 'graphql'
      ? GqlExecutionContext.create(ctx).getContext<{ req: ClientIpRequest }>().req
      : ctx.switchToHttp().getRequest<ClientIpRequest>();
  return clientIpOf(req);
});
