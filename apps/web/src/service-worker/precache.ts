/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as the precache list needs it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The app's entry (index.html), the page the installed app opens (start_url '/') and the worker's registration
 * (loaded after the page, so that signing out offline still reaches the worker), as the manifest names them.
 */
export const SHELL_ENTRIES = [
  'index.html',
  'src/app/routes/home.tsx',
  'src/features/offline/register-service-worker.ts',
];

/**
 * The app as built, which opens any page (`/index.html`, which the server never renders): what the worker answers a
 * page with offline. A server-rendered page (apps/api/src/plugins/web.ts) holds one page's content and starts the
 * app through a file the worker does not keep, so it is never kept.
 */
export const SHELL_PAGE = '/index.html';

/**
 * The app shell the worker keeps at install: the app's HTML (SHELL_PAGE) and the files the first route loads — each
 * entry's script, its static imports (followed through) and their styles. Lazily loaded pages are not
 * in it; they are kept as the member opens them. Paths are absolute, each listed once.
 */
export function precacheList(manifest: ViteManifest, entries: readonly string[] = SHELL_ENTRIES): string[] {
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`The build manifest has no entry '${key}': the service worker's shell would be incomplete`);
    files.add(chunk.file);
    for (const file of chunk.css ?? []) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [SHELL_PAGE, ...[...files].map((file) => `/${file}`)];
}
