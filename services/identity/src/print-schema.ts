import { printServiceSchema } from '@shop/platform';
import { AppModule } from './app.module';

void printServiceSchema('identity', AppModule).then((sdl) => process.stdout.write(sdl));
