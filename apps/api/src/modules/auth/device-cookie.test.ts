import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deviceCookieSecret } from './device-cookie.ts';

describe('the device-cookie secret', () => {
  it('is DEVICE_COOKIE_SECRET when set', () => {
    expect(deviceCookieSecret('s'.repeat(40), '/nonexistent')).toBe('s'.repeat(40));
  });

  it('is generated once into DATA_DIR and the same at every later start', async () => {
    const dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-secret-')), 'data');
    const first = deviceCookieSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(deviceCookieSecret(undefined, dataDir)).toBe(first);
    const stat = await fs.stat(path.join(dataDir, 'device-cookie.secret'));
    expect(stat.mode & 0o077).toBe(0);
    await fs.rm(path.dirname(dataDir), { recursive: true, force: true });
  });
});
