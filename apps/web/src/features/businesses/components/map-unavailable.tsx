import { MapPinOff } from 'lucide-react';
import { businessMessages } from '@akwaaba/contracts';

/** Said quietly where the map would be: the address above it still tells members where to go. */
export function MapUnavailable() {
  return (
    <p className="flex items-center gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600">
      <MapPinOff aria-hidden="true" className="size-4 shrink-0" />
      {businessMessages.mapUnavailable}
    </p>
  );
}
