import { Query, Resolver } from '@nestjs/graphql';
import { provinces } from './provinces';

@Resolver()
export class ProvincesResolver {
  @Query(() => [String], { description: 'The 34 provinces and centrally-run cities in force since 1 July 2025.' })
  provinces(): readonly string[] {
    return provinces();
  }
}
