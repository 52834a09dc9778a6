import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPRITE_ICON = path.join(SOURCE_DIR, 'components/ui/sprite-icon.tsx');
const VIRTUAL_ID = '\0akwaaba-icon-sprite';
/** The sprite's name in the build's output. */
export const ICON_SPRITE_FILE = /^assets\/icons-[\w-]+\.svg$/;
const LUCIDE_IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*'lucide-react'/g;

/** The icon names the app imports from lucide-react (its types aside), read off its source files. */
export function importedIconNames(sourceDir = SOURCE_DIR): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, typeOnly, list] of fs.readFileSync(file, 'utf8').matchAll(LUCIDE_IMPORT)) {
          if (typeOnly) continue;
          for (const item of list!.split(',').map((part) => part.trim())) {
            if (item && !item.startsWith('type ')) names.add(item.split(/\s+as\s+/)[0]!);
          }
        }
      }
    }
  };
  visit(sourceDir);
  return [...names].sort();
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type IconNode = [tag: string, attributes: Record<string, string>][];

/** An icon's shape as a <symbol>, from lucide's own data (its React keys dropped). */
function symbol(id: string, node: IconNode): string {
  const shapes = node.map(([tag, { key: _key, ...attributes }]) => {
    const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`);
    return `<${tag}${written.join('')}/>`;
  });
  return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

/** Each icon the app imports, by its export name: the icon's id in the sprite and its shape. */
async function loadIcons(names: string[]) {
  const require = createRequire(import.meta.url);
  const lucideDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
  const index = fs.readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8');
  return Promise.all(
    names.map(async (name) => {
      const file = new RegExp(`default as ${name}\\b[^;]*from '\\./icons/([a-z0-9-]+)\\.mjs'`).exec(index)?.[1];
      if (!file) throw new Error(`lucide-react has no icon named ${name}`);
      const { __iconData } = (await import(pathToFileURL(path.join(lucideDir, 'icons', `${file}.mjs`)).href)) as {
        __iconData: { node: IconNode };
      };
      return { name, id: file, node: __iconData.node };
    }),
  );
}

export interface IconSprite {
  /** Where the browser build writes it, named by its content. */
  fileName: string;
  /** The SVG: one <symbol> per icon. */
  source: string;
  /** What stands in for lucide-react: one component per icon, drawing it from the sprite. */
  module: string;
}

/** The sprite of the icons named (lucide-react's export names) and the module that draws them from it. */
export async function buildIconSprite(names: string[]): Promise<IconSprite> {
  const icons = await loadIcons(names);
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${icons.map(({ id, node }) => symbol(id, node)).join('')}</svg>`;
  const fileName = `assets/icons-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.svg`;
  const module = [
    `import { spriteIcon } from ${JSON.stringify(SPRITE_ICON)};`,
    ...icons.map(
      ({ name, id }) =>
        `export const ${name} = spriteIcon(${JSON.stringify(`/${fileName}#${id}`)}, ${JSON.stringify(id)});`,
    ),
  ].join('\n');
  return { fileName, source, module };
}

/**
 * lucide-react's icons as one sprite file (docs/decisions/030): the icons the app imports become <symbol>s in
 * `assets/icons-<hash>.svg`, and `import { Calendar } from 'lucide-react'` becomes a small component that draws
 * `<use href="…#calendar">`. A page's HTML then names each icon instead of repeating its paths (56 icons on a list
 * page), the paths leave the app's code, and the file is downloaded once and cached for good. Both builds use it, so
 * the server's render and the app hydrating it agree; the component tests keep lucide-react itself.
 */
export function iconSprite(): Plugin {
  let sprite: IconSprite | undefined;
  let serverBuild = false;
  return {
    name: 'akwaaba-icon-sprite',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      sprite = await buildIconSprite(importedIconNames());
    },
    resolveId(source) {
      return source === 'lucide-react' ? VIRTUAL_ID : null;
    },
    load(id) {
      return id === VIRTUAL_ID ? sprite!.module : null;
    },
    generateBundle() {
      // The server's render links to the file the browser build writes.
      if (!serverBuild) this.emitFile({ type: 'asset', fileName: sprite!.fileName, source: sprite!.source });
    },
  };
}
