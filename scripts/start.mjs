// npm start: build the web app and the API if needed, then run the platform (API + Socket.IO + web
// + PGlite) in this same process, so signals reach the server directly.
import { pathToFileURL } from 'node:url';
import { apiEntry, buildApi } from './api-build.mjs';
import { buildWeb } from './web-build.mjs';

buildWeb();
try {
  await buildApi();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(apiEntry).href);
