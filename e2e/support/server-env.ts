import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's port; the local OAuth server takes the next one. E2E_PORT lets two checkouts run journeys at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data');
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'Admin-Journey-2026' };
