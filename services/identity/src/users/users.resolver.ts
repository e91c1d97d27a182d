import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { Authenticated, CurrentUser, Permitted, TokenVerifier, bearerToken, type AuthRequest, type AuthUser } from '@shop/auth';
import { can } from '@shop/contracts';
import { forbidden } from '@shop/platform';
import { AddressModel } from '../addresses/address.model';
import { AddressesService } from '../addresses/addresses.service';
import { asGraphQLError } from '../common/errors';
import { UpdateProfileInput } from './users.inputs';
import { UserModel, UserPageModel } from './user.model';
import { toAddressView } from './user-view';
import { CUSTOMERS_PAGE_SIZE, UsersService } from './users.service';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(
    private readonly accounts: UsersService,
    private readonly addressBook: AddressesService,
    private readonly verifier: TokenVerifier,
  ) {}

  @Query(() => UserModel, { description: 'The signed-in user (401 without a valid token).' })
  @Authenticated()
  me(@CurrentUser() viewer: AuthUser): Promise<UserModel> {
    return this.accounts.me(viewer);
  }

  @Query(() => UserPageModel, { description: 'Accounts, newest first: admin only (decision 0430).' })
  @Permitted('customers')
  users(
    @Args('page', { type: () => Int, nullable: true, defaultValue: 1 }) page: number,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: CUSTOMERS_PAGE_SIZE }) limit: number,
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
  ): Promise<UserPageModel> {
    return this.accounts.list(page, limit, search);
  }

  @Mutation(() => UserModel)
  @Authenticated()
  updateProfile(@CurrentUser() viewer: AuthUser, @Args('input') input: UpdateProfileInput): Promise<UserModel> {
    return this.accounts.updateProfile(viewer, input);
  }

  /** Addresses are private: loaded with the user where allowed, else only for the owner or whoever may see customers. */
  @ResolveField('addresses', () => [AddressModel])
  async addresses(@Parent() user: UserModel, @Context('req') req: AuthRequest): Promise<AddressModel[]> {
    if (user.addresses) return user.addresses;
    const viewer = await this.viewerOf(req);
    if (!viewer || (viewer.id !== user.id && !can(viewer.role, 'customers'))) throw asGraphQLError(forbidden());
    return (await this.addressBook.list(user.id)).map(toAddressView);
  }

  /**
   * The caller. Root fields ran the global guard, which left the user on the request; an entity
   * lookup from another subgraph (`_entities`) runs no guard, so its token is verified here.
   */
  private async viewerOf(req: AuthRequest): Promise<AuthUser | undefined> {
    if (req.user) return req.user;
    const token = bearerToken(req);
    return token ? this.verifier.verify(token).catch(() => undefined) : undefined;
  }

  @ResolveReference()
  resolveReference(ref: { __typename: string; id: string }): Promise<UserModel | null> {
    return this.accounts.byId(ref.id);
  }
}
