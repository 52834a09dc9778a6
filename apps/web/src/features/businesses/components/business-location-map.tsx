import { Component, lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Map as MapIcon } from 'lucide-react';
import { businessMessages } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';
import { MapUnavailable } from './map-unavailable';

// Leaflet and its CSS (about 58 KB), and the map's tiles, load when the member asks for the map (maps load when
// used: docs/rules/budgets.md): the address above it already says where to go, and data costs members money.
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

/** The map's and its caption's height, so nothing below moves when it comes. */
const MAP_BOX = 'h-56 w-full rounded-lg';

export function BusinessLocationMap(props: BusinessLocationMapProps) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const placeholder = (
    <div aria-hidden="true" className="space-y-1">
      <div className={cn(MAP_BOX, 'animate-pulse bg-stone-100')} />
      <div className="h-4" />
    </div>
  );
  return (
    // Focus stays here when the button it replaces goes, rather than falling to the top of the page.
    <div ref={box} tabIndex={-1} className="outline-none">
      {shown ? (
        <MapBoundary>
          <Suspense fallback={placeholder}>
            <BusinessMap {...props} />
          </Suspense>
        </MapBoundary>
      ) : (
        <div className="space-y-1">
          <button
            type="button"
            onClick={() => {
              setShown(true);
              box.current?.focus();
            }}
            className={cn(
              MAP_BOX,
              'flex flex-col items-center justify-center gap-2 border border-dashed border-stone-300 bg-stone-50',
              'font-semibold text-ghana-green hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-ghana-green',
            )}
          >
            <MapIcon aria-hidden="true" className="size-6" />
            {businessMessages.showMap}
          </button>
          <div className="h-4" />
        </div>
      )}
    </div>
  );
}
