import { Component, lazy, Suspense, type ReactNode } from 'react';
import { MapUnavailable } from './map-unavailable';

// Leaflet and its CSS load with this chunk only, when a detail page shows the map (GUIDE §8).
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

export function BusinessLocationMap(props: BusinessLocationMapProps) {
  return (
    <MapBoundary>
      {/* The map's and its caption's height, so nothing below moves when it arrives. */}
      <Suspense
        fallback={
          <div aria-hidden="true" className="space-y-1">
            <div className="h-56 w-full animate-pulse rounded-lg bg-stone-100" />
            <div className="h-4" />
          </div>
        }
      >
        <BusinessMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
