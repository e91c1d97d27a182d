import { buildServer, buildWeb } from './lib/build.mjs';

buildServer();
buildWeb({ force: process.argv.includes('--force') });
