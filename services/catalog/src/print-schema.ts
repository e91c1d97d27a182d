import { printServiceSchema } from '@shop/platform';
import { AppModule } from './app.module';

void printServiceSchema('catalog', AppModule).then((sdl) => process.stdout.write(sdl));
