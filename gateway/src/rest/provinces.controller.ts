import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { ApiRoute } from './openapi/api-route';

const WARDS = `query Wards($province: String!) { wards(province: $province) }`;

/** The 2025 address units for the address forms (decision 0105): the wards and communes of a province. */
@Controller('api/provinces')
export class ProvincesController {
  constructor(private readonly gql: GatewayExecutor) {}

  /** ?province=Thành phố Hà Nội → { wards: [...] }; any other text answers no wards. */
  @Get('wards')
  @ApiRoute({
    tag: 'Account',
    summary: 'The wards and communes of one of the 34 provinces (`province` as the provinces list names it); none for any other text',
    access: 'anyone',
    operation: WARDS,
    data: { wrap: { wards: 'wards' } },
    query: { variables: ['province'] },
  })
  wards(@Req() req: Request, @Query('province') province: unknown): Promise<RestEnvelope<{ wards: string[] }>> {
    const variables = { province: typeof province === 'string' ? province.slice(0, 100) : '' };
    return this.gql.rest(req, WARDS, variables, (d: { wards: string[] }) => ({ wards: d.wards }));
  }
}
