import { afterAll } from 'vitest';
import { closeOpenApps } from './build-test-app.ts';

// A setup file runs again for every test file, even when the files of a worker share their modules.
afterAll(closeOpenApps);
