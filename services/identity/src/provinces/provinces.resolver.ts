import { Args, Query, Resolver } from '@nestjs/graphql';
import { provinces, wardsOf } from './provinces';

@Resolver()
export class ProvincesResolver {
  @Query(() => [String], { description: 'The 34 provinces and centrally-run cities in force since 1 July 2025.' })
  provinces(): readonly string[] {
    return provinces();
  }

  @Query(() => [String], {
    description: 'The wards and communes of one of the 34 provinces (its name as `provinces` gives it); empty for any other text.',
  })
  wards(@Args('province', { type: () => String }) province: string): readonly string[] {
    return wardsOf(province.slice(0, 100));
  }
}
