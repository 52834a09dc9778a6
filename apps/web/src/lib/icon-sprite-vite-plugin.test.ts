import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIconSprite, ICON_SPRITE_FILE, importedIconNames } from './icon-sprite-vite-plugin';

describe('the icon sprite', () => {
  it('takes the icons a source file imports, not its types, its renamings or its tests', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'));
    fs.mkdirSync(path.join(dir, 'nested'));
    fs.writeFileSync(
      path.join(dir, 'a.tsx'),
      "import { Calendar, type LucideIcon, MapPin as Pin } from 'lucide-react';",
    );
    fs.writeFileSync(
      path.join(dir, 'nested', 'b.ts'),
      "import type { LucideProps } from 'lucide-react';\nimport {\n  Star,\n} from 'lucide-react';",
    );
    fs.writeFileSync(path.join(dir, 'c.test.tsx'), "import { Heart } from 'lucide-react';");
    expect(importedIconNames(dir)).toEqual(['Calendar', 'MapPin', 'Star']);
  });

  it("draws each icon from lucide's own shapes, under the id the component links to", async () => {
    const sprite = await buildIconSprite(['Calendar', 'AlertCircle']);
    expect(sprite.fileName).toMatch(ICON_SPRITE_FILE);
    // An alias is drawn from the icon it names.
    expect(sprite.source).toContain(
      '<symbol id="circle-exclamation-point" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/>',
    );
    expect(sprite.source).toContain('<symbol id="calendar" viewBox="0 0 24 24"><path d="M8 2v3"/>');
    expect(sprite.source).not.toContain('key=');
    expect(sprite.module).toContain(`export const Calendar = spriteIcon("/${sprite.fileName}#calendar", "calendar");`);
    expect(sprite.module).toContain(
      `export const AlertCircle = spriteIcon("/${sprite.fileName}#circle-exclamation-point"`,
    );
  });

  it('is named by what it holds, so a changed icon is a new file for every cache', async () => {
    const one = await buildIconSprite(['Calendar']);
    expect((await buildIconSprite(['Calendar'])).fileName).toBe(one.fileName);
    expect((await buildIconSprite(['Calendar', 'Star'])).fileName).not.toBe(one.fileName);
  });

  it('has every icon the app imports', async () => {
    const names = importedIconNames();
    expect(names.length).toBeGreaterThan(50);
    const sprite = await buildIconSprite(names);
    for (const name of names) expect(sprite.module).toContain(`export const ${name} = `);
  });

  it('refuses a name lucide-react does not have', async () => {
    await expect(buildIconSprite(['NoSuchIcon'])).rejects.toThrow('lucide-react has no icon named NoSuchIcon');
  });
});
