import { Inject, Injectable } from '@nestjs/common';
import { IdentityEvents } from '@shop/contracts';
import type { MessageBus } from '@shop/messaging';
import type { Logger } from '@shop/config';
import { LOGGER, MESSAGE_BUS } from '@shop/platform';
import { customers } from './customers.schema';

/** Keeps orders' customer directory in step with identity (idempotent through the inbox). */
@Injectable()
export class UserRegisteredConsumer {
  constructor(@Inject(MESSAGE_BUS) bus: MessageBus, @Inject(LOGGER) logger: Logger) {
    bus.on(
      IdentityEvents.UserRegistered,
      async (payload, _envelope, tx) => {
        await tx
          .insert(customers)
          .values({
            id: payload.userId,
            email: payload.email,
            name: payload.name,
            role: payload.role,
            registeredAt: new Date(payload.registeredAt),
          })
          .onConflictDoNothing();
        logger.info({ userId: payload.userId }, 'customer recorded');
      },
      { batch: true },
    );
  }
}
