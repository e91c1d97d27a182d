import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ClientIp } from '../common/client-ip';
import { MessagePayloadModel } from '../users/user.model';
import { SubscribeNewsletterArgs } from './newsletter.inputs';
import { NewsletterService } from './newsletter.service';

@Resolver()
export class NewsletterResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Mutation(() => MessagePayloadModel, { description: 'Double opt-in: mails a confirmation link; the same answer for every address (decision 0800).' })
  subscribeNewsletter(@Args() args: SubscribeNewsletterArgs, @ClientIp() ip: string): Promise<MessagePayloadModel> {
    return this.newsletter.subscribe(args.email, args.source, ip);
  }

  @Mutation(() => MessagePayloadModel, { description: 'The link of the confirmation mail; 400 NEWSLETTER_LINK_INVALID when unknown or expired.' })
  confirmNewsletter(@Args('token') token: string): Promise<MessagePayloadModel> {
    return this.newsletter.confirm(token);
  }

  @Mutation(() => MessagePayloadModel, { description: 'The link in every newsletter mail; 400 NEWSLETTER_LINK_INVALID when unknown.' })
  unsubscribeNewsletter(@Args('token') token: string): Promise<MessagePayloadModel> {
    return this.newsletter.unsubscribe(token);
  }
}
