// Starts the app on a server-rendered page (apps/api/src/plugins/web.ts, serverRenderShell) once that page has loaded
// and its largest content is on screen: it reads, and its links work, before the app runs. So the app's code does not
// take a phone's bandwidth or time from the page's stylesheet, text and pictures; it then loads its files side by
// side. A page that never reports its paint (a tab in the background) starts after 3 s.
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

// The paint the browser counts as the page's largest (where it reports one) and the page's load, then the next frame.
const paintEntry = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ? 'largest-contentful-paint'
  : 'paint';
let painted = false;
let loaded = document.readyState === 'complete';
const startWhenReady = () => {
  if (painted && loaded) requestAnimationFrame(() => setTimeout(start));
};
new PerformanceObserver((_list, observer) => {
  observer.disconnect();
  painted = true;
  startWhenReady();
}).observe({ type: paintEntry, buffered: true });
if (!loaded)
  window.addEventListener(
    'load',
    () => {
      loaded = true;
      startWhenReady();
    },
    { once: true },
  );
setTimeout(start, 3000);
