import { type RefObject, useLayoutEffect, useRef } from 'react';
import { ScrollRestoration } from 'react-router';

type ScrollPosition = { x: number; y: number };

/**
 * React Router's scroll restoration, but for the app's first render. It takes that render for a page it has not seen
 * and scrolls it to the top, yet a page the server drew is where the person has scrolled it by the time the app
 * arrives: the page jumped, and a tap on its way landed on whatever moved under the finger. So the first render puts
 * the page back where it stood (after a reload, the router's own restoring still follows).
 */
export function PageScrollRestoration() {
  const beforeApp = useRef<ScrollPosition | null>(null);
  // A parent's layout effect runs after its children's: after the router has scrolled, in the same task.
  useLayoutEffect(() => {
    if (beforeApp.current) window.scrollTo(beforeApp.current.x, beforeApp.current.y);
    beforeApp.current = null;
  }, []);
  return (
    <>
      <KeepScrollPosition positionRef={beforeApp} />
      <ScrollRestoration />
    </>
  );
}

/** Notes where the page stands, in a layout effect that runs before the router's (siblings' run in order). */
function KeepScrollPosition({ positionRef }: { positionRef: RefObject<ScrollPosition | null> }) {
  useLayoutEffect(() => {
    positionRef.current = { x: window.scrollX, y: window.scrollY };
  }, [positionRef]);
  return null;
}
