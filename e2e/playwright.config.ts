import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/server-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Debian's Chromium, headless, with the flags this closed network needs. */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // No retry: a journey that fails once is a failure (docs/rules/testing.md).
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The offline worker would answer pages and keep answers between a journey's steps; only pwa.spec.ts has it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@phone/, testIgnore: /pwa\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/, testIgnore: /pwa\.spec\.ts/ },
    { name: 'pwa', use: { ...devices['Desktop Chrome'], serviceWorkers: 'allow' }, testMatch: /pwa\.spec\.ts/ },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
