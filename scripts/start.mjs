// npm start: build the web app if needed, then run the platform (API + Socket.IO + web + PGlite)
// in this same process, so signals reach the server directly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildWeb } from './web-build.mjs';

buildWeb();
process.env.NODE_ENV ??= 'production';
register();
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/api/src/server.ts')).href);
