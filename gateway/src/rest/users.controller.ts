import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { asBody, optionalBoolean, optionalText, queryInt, text, type Body as JsonBody } from './identity-body';
import { ApiRoute } from './openapi/api-route';

const ADDRESS = 'id fullName phone addressLine ward district city isDefault';

const USERS = `query Users($page: Int, $limit: Int, $search: String) {
  users(page: $page, limit: $limit, search: $search) {
    users { id name email phone role isActive createdAt }
    pagination { page limit pages total }
  }
}`;
const ADD_ADDRESS = `mutation AddAddress($input: AddressInput!) { addAddress(input: $input) { ${ADDRESS} } }`;
const UPDATE_ADDRESS = `mutation UpdateAddress($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${ADDRESS} } }`;
const DELETE_ADDRESS = `mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) { ${ADDRESS} } }`;

const addressInput = (b: JsonBody) => ({
  fullName: text(b.fullName),
  phone: text(b.phone),
  addressLine: text(b.addressLine),
  ward: optionalText(b.ward),
  district: optionalText(b.district),
  city: text(b.city),
  isDefault: optionalBoolean(b.isDefault),
});

type Addresses = { addresses: unknown[] };

/** product §15 /users: the staff customer list and the caller's own address book. */
@Controller('api/users')
export class UsersController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get()
  @ApiRoute({
    tag: 'Customers',
    summary: 'Customer accounts, 20 a page',
    access: 'staff',
    operation: USERS,
    data: { field: 'users' },
    query: { variables: ['page', 'limit', 'search'] },
  })
  list(@Req() req: Request, @Query('page') page?: unknown, @Query('limit') limit?: unknown, @Query('search') search?: unknown): Promise<RestEnvelope<unknown>> {
    const variables = { page: queryInt(page), limit: queryInt(limit), search: typeof search === 'string' ? search : undefined };
    return this.gql.rest(req, USERS, variables, (d: { users: unknown }) => d.users);
  }

  @Post('addresses')
  @HttpCode(201)
  @ApiRoute({
    tag: 'Account',
    summary: 'Add an address to the address book',
    access: 'signedIn',
    operation: ADD_ADDRESS,
    data: { wrap: { addresses: 'addAddress' } },
    message: true,
    body: { input: 'input' },
    errors: { 400: ['ADDRESS_LIMIT_REACHED'] },
  })
  add(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<Addresses>> {
    return this.gql.rest(
      req,
      ADD_ADDRESS,
      { input: addressInput(asBody(raw)) },
      (d: { addAddress: unknown[] }) => ({ addresses: d.addAddress }),
      'Thêm địa chỉ thành công',
    );
  }

  @Put('addresses/:id')
  @ApiRoute({
    tag: 'Account',
    summary: 'Change an address',
    access: 'signedIn',
    operation: UPDATE_ADDRESS,
    data: { wrap: { addresses: 'updateAddress' } },
    message: true,
    body: { input: 'input' },
    errors: { 404: ['ADDRESS_NOT_FOUND'] },
  })
  update(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<Addresses>> {
    return this.gql.rest(
      req,
      UPDATE_ADDRESS,
      { id, input: addressInput(asBody(raw)) },
      (d: { updateAddress: unknown[] }) => ({ addresses: d.updateAddress }),
      'Cập nhật địa chỉ thành công',
    );
  }

  @Delete('addresses/:id')
  @ApiRoute({
    tag: 'Account',
    summary: 'Delete an address',
    access: 'signedIn',
    operation: DELETE_ADDRESS,
    data: { wrap: { addresses: 'deleteAddress' } },
    message: true,
    errors: { 404: ['ADDRESS_NOT_FOUND'] },
  })
  remove(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<Addresses>> {
    return this.gql.rest(req, DELETE_ADDRESS, { id }, (d: { deleteAddress: unknown[] }) => ({ addresses: d.deleteAddress }), 'Xóa địa chỉ thành công');
  }
}
