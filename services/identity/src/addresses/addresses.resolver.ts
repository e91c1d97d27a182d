import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '@shop/auth';
import { toAddressView } from '../users/user-view';
import { AddressInput } from './address.inputs';
import { AddressModel } from './address.model';
import { AddressesService } from './addresses.service';

/** Each mutation answers the caller's whole address list (product §15: data.addresses). */
@Resolver(() => AddressModel)
@Authenticated()
export class AddressesResolver {
  constructor(private readonly addresses: AddressesService) {}

  @Mutation(() => [AddressModel])
  async addAddress(@CurrentUser() viewer: AuthUser, @Args('input') input: AddressInput): Promise<AddressModel[]> {
    return (await this.addresses.add(viewer, input)).map(toAddressView);
  }

  @Mutation(() => [AddressModel])
  async updateAddress(
    @CurrentUser() viewer: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: AddressInput,
  ): Promise<AddressModel[]> {
    return (await this.addresses.update(viewer, id, input)).map(toAddressView);
  }

  @Mutation(() => [AddressModel])
  async deleteAddress(@CurrentUser() viewer: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<AddressModel[]> {
    return (await this.addresses.remove(viewer, id)).map(toAddressView);
  }
}
