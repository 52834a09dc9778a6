// `npm start`: builds what is missing, then runs the server (migrations, seed and listen happen inside).
import { buildApi, buildWeb } from './build.mjs';

buildWeb();
await buildApi();
await import('../apps/api/dist/server.js');
