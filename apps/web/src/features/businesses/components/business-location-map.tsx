import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { MapUnavailable } from './map-unavailable';

// Leaflet and its CSS (about 58 KB) load with this chunk only, when the map comes near the screen (GUIDE §8): on a
// phone it sits below the fold, so a first visit that does not scroll there does not pay for it.
const BusinessMap = lazy(() => import('./business-map').then((module) => ({ default: module.BusinessMap })));

/** Whatever goes wrong with the map (its chunk fails to load, Leaflet throws), the page carries on without it. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

type BusinessLocationMapProps = { latitude: number; longitude: number; label: string };

/**
 * True once the element comes within 200 px of the screen (at once where the browser cannot tell); never in the
 * server's render, which has no screen and could not run the map's code.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function BusinessLocationMap(props: BusinessLocationMapProps) {
  const { ref, near } = useNearViewport();
  // The map's and its caption's height, so nothing below moves when it arrives.
  const placeholder = (
    <div ref={ref} aria-hidden="true" className="space-y-1">
      <div className="h-56 w-full animate-pulse rounded-lg bg-stone-100" />
      <div className="h-4" />
    </div>
  );
  if (!near) return placeholder;
  return (
    <MapBoundary>
      <Suspense fallback={placeholder}>
        <BusinessMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
