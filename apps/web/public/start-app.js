// Starts the app on a page the server drew (apps/api/src/plugins/web.ts, drawnPageShell) once that page has loaded:
// it reads, and its links work, before the app runs. So the app's code does not take a phone's bandwidth from the
// page's stylesheet and pictures; it then loads its files side by side. A picture that hangs holds it back 3 s at most.
const script = document.querySelector('script[data-app]');
let started = false;

function start() {
  if (started) return;
  started = true;
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
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start));
if (document.readyState === 'complete') afterNextPaint();
else window.addEventListener('load', afterNextPaint, { once: true });
setTimeout(start, 3000);
