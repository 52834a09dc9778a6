// Starts the app on a page the server drew (apps/api/src/plugins/web.ts, drawnPageShell) once that drawing is on
// screen. The page reads, and its links work, before the app runs: its code waits for the first paint rather than
// taking a phone's bandwidth from the page's stylesheet and pictures, then loads its files side by side.
const script = document.querySelector('script[data-app]');

function start() {
  for (const href of script.dataset.preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(script.dataset.app);
}

// A frame's callback runs just before that frame is painted; a task queued from it runs after.
requestAnimationFrame(() => setTimeout(start));
