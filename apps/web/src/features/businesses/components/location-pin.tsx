import { lazy, Suspense } from 'react';
import { businessMessages } from '@akwaaba/contracts';
import type { PinPoint } from './location-pin-map';

// Leaflet loads with the form's map, once the listing has a place to show (maps load when used: docs/rules/budgets.md).
const LocationPinMap = lazy(() => import('./location-pin-map').then((module) => ({ default: module.LocationPinMap })));

type LocationPinProps = PinPoint & { onMove: (point: PinPoint) => void };

/** The listing's point on a map, with a pin the owner can move: the detail page's map and schema.org show it. */
export function LocationPin(pin: LocationPinProps) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-stone-800">{businessMessages.pinLabel}</p>
      <p className="text-sm text-stone-600">{businessMessages.pinHint}</p>
      <Suspense fallback={<div aria-hidden="true" className="h-64 w-full animate-pulse rounded-lg bg-stone-100" />}>
        <LocationPinMap {...pin} />
      </Suspense>
    </div>
  );
}
