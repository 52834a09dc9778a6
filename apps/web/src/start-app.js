// Starts the app on a server-rendered page (apps/api/src/plugins/web.ts, serverRenderShell); docs/decisions/030.
//
// A member signed in on this device gets the app once the page has loaded and painted, so its code does not take a
// phone's bandwidth from the page's own text and pictures. A visitor reads the page as HTML (links, filters, pages,
// search, the menu, the data saver switch all work so) and gets the app only on a first sign of wanting something
// that needs it: a pointer down on, or focus in, a button or field outside the forms that work as HTML. A tap or a
// sending made before the app is ready is held, then made again once the app has hydrated the page, and what was
// typed meanwhile is handed to the app by the app itself (apps/web/src/lib/hydration.ts).
const script = document.querySelector('script[data-app]');
const html = document.documentElement;
let started = false;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Downloads the app's files at once, then runs them one file per task, the framework's first (the order their imports
 * would run them in): run as one graph they were one long task, about 300 ms on Lighthouse's phone, in which a tap
 * would wait.
 */
async function start() {
  if (started) return;
  started = true;
  const files = script.dataset.preload.split(' ').filter(Boolean);
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of files) {
    await import(href);
    await nextTask();
  }
  await import(script.dataset.app);
}

function signedIn() {
  try {
    return window.localStorage.getItem(script.dataset.memberKey) !== null;
  } catch {
    return false;
  }
}

/** After the paint the browser counts as the page's largest and the page's load; 3 s at most (a background tab). */
function startAfterPaint() {
  const paintEntry = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ? 'largest-contentful-paint'
    : 'paint';
  let painted = false;
  let loaded = document.readyState === 'complete';
  const startWhenReady = () => {
    if (painted && loaded) requestAnimationFrame(() => setTimeout(() => void start()));
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
  setTimeout(() => void start(), 3000);
}

const CONTROLS = 'button, input, select, textarea, [role="button"], [role="switch"], [role="tab"]';
/** The controls whose tap does something only the app can do; fields take typing, ticks and choices by themselves. */
const ACTIONS =
  'button, input[type="submit"], input[type="button"], input[type="image"], input[type="reset"], [role="button"], [role="switch"], [role="tab"]';
/** Forms a browser sends by itself (the filters, the search) and anything marked as working without the app. */
const WORKS_AS_HTML = 'form[method="get" i], [data-without-app]';

/** The control `target` is in, when it needs the app; null for links, disclosures and HTML forms. */
function controlNeedingApp(target) {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  return control && !control.closest(WORKS_AS_HTML) ? control : null;
}

/** A visitor's app starts on a pointer down on, or focus in, a control that needs it. */
function startOnIntent() {
  html.dataset.visitor = '';
  const onIntent = (event) => {
    if (!controlNeedingApp(event.target)) return;
    html.dataset.appLoading = '';
    void start();
  };
  document.addEventListener('pointerdown', onIntent, { capture: true, passive: true });
  document.addEventListener('focusin', onIntent, { capture: true });
}

/**
 * A tap on a control that needs the app, or a form sent, before the app is ready is held (it would otherwise be lost,
 * or send the form as the browser would) and made again once the app says it has hydrated the page
 * (apps/web/src/app/app.tsx), after the updates from what was typed have rendered.
 */
function holdUntilReady() {
  const ready = () => html.dataset.appReady !== undefined;
  let held = null;
  const hold = (event) => {
    if (ready()) return;
    const control = event.type === 'submit' ? event.target : controlNeedingApp(event.target);
    if (!control || control.closest(WORKS_AS_HTML)) return;
    if (event.type === 'click' && !control.matches(ACTIONS)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event.type === 'submit' ? { form: event.target, submitter: event.submitter } : { control };
    const heldStatus = (held.form ?? control).closest('form')?.querySelector('[data-until-app="held"]');
    if (heldStatus) heldStatus.hidden = false;
    html.dataset.appLoading = '';
    void start();
  };
  document.addEventListener('click', hold, { capture: true });
  document.addEventListener('submit', hold, { capture: true });
  new MutationObserver((_records, observer) => {
    if (!ready()) return;
    observer.disconnect();
    delete html.dataset.appLoading;
    const replay = held;
    held = null;
    setTimeout(() => {
      if (replay?.control?.isConnected) replay.control.click();
      else if (replay?.form?.isConnected)
        replay.form.requestSubmit(replay.submitter?.isConnected ? replay.submitter : null);
    });
  }).observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
}

// The forms only the app sends come disabled, as they could not be sent without scripts (AppForm): with them, they
// take typing at once.
for (const fieldset of document.querySelectorAll('fieldset[data-until-app="fields"]')) fieldset.disabled = false;
for (const status of document.querySelectorAll('[data-until-app="waiting"]')) status.hidden = true;

holdUntilReady();
if (signedIn()) startAfterPaint();
else startOnIntent();
