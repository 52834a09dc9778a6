// The policy must exist before Leaflet's first line runs: keep this import first.
import './leaflet-trusted-types';
import { useEffect, useRef } from 'react';
import { Browser, map as createMap, marker, tileLayer, type Map as LeafletMap, type Marker } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { businessMessages } from '@akwaaba/contracts';
import { markerIcon, STREET_ZOOM, TILE_URL } from './map-parts';
import { OsmCredit } from './osm-credit';

export type PinPoint = { latitude: number; longitude: number };

/** One arrow key moves the pin about 20 m; with Shift about 200 m. */
const PIN_STEP = 0.0002;
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** Where an arrow key moves the pin, or null for any other key. */
export function movedPin(point: PinPoint, key: string, far = false): PinPoint | null {
  const step = far ? PIN_STEP * 10 : PIN_STEP;
  const [north, east] =
    key === 'ArrowUp'
      ? [1, 0]
      : key === 'ArrowDown'
        ? [-1, 0]
        : key === 'ArrowRight'
          ? [0, 1]
          : key === 'ArrowLeft'
            ? [0, -1]
            : [0, 0];
  if (north === 0 && east === 0) return null;
  return { latitude: round5(point.latitude + north * step), longitude: round5(point.longitude + east * step) };
}

type LocationPinMapProps = PinPoint & { onMove: (point: PinPoint) => void };

/**
 * The form's map: the pin starts at the chosen place and the owner drags it to the door, or focuses it (Tab) and
 * moves it with the arrow keys; leaving it where it is keeps the place's point. The map itself takes no keys and no
 * wheel, and on phones no one-finger panning, so the page still scrolls.
 */
export function LocationPinMap({ latitude, longitude, onMove }: LocationPinMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const pinRef = useRef<Marker | null>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);
  const start = useRef<PinPoint>({ latitude, longitude });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { latitude: lat, longitude: lon } = start.current;
    const leafletMap = createMap(container, {
      center: [lat, lon],
      zoom: STREET_ZOOM,
      keyboard: false,
      scrollWheelZoom: false,
      dragging: !Browser.mobile,
      attributionControl: false,
      zoomControl: false,
    });
    tileLayer(TILE_URL, { maxZoom: 19 }).addTo(leafletMap);
    const pin = marker([lat, lon], {
      icon: markerIcon,
      draggable: true,
      keyboard: true,
      alt: businessMessages.pinMarker,
      title: businessMessages.pinMarker,
    }).addTo(leafletMap);
    const report = () => {
      const { lat: latitude, lng: longitude } = pin.getLatLng();
      onMoveRef.current({ latitude: round5(latitude), longitude: round5(longitude) });
    };
    pin.on('dragend', report);
    pin.getElement()?.addEventListener('keydown', (event) => {
      const { lat: latitude, lng: longitude } = pin.getLatLng();
      const next = movedPin({ latitude, longitude }, event.key, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      pin.setLatLng([next.latitude, next.longitude]);
      leafletMap.panTo([next.latitude, next.longitude]);
      report();
    });
    mapRef.current = leafletMap;
    pinRef.current = pin;
    return () => {
      leafletMap.remove();
      mapRef.current = null;
      pinRef.current = null;
    };
  }, []);

  // Another place chosen (or another city for a typed one): the pin goes there.
  useEffect(() => {
    const pin = pinRef.current;
    if (!pin) return;
    const at = pin.getLatLng();
    if (round5(at.lat) === latitude && round5(at.lng) === longitude) return;
    pin.setLatLng([latitude, longitude]);
    mapRef.current?.setView([latitude, longitude], STREET_ZOOM);
  }, [latitude, longitude]);

  return (
    <figure className="space-y-1">
      <div
        ref={containerRef}
        role="group"
        aria-label={businessMessages.pinLabel}
        className="isolate z-0 h-64 w-full overflow-hidden rounded-lg bg-stone-100"
      />
      <figcaption className="flex flex-wrap justify-between gap-x-3 text-xs text-stone-600">
        <OsmCredit />
        <span aria-live="polite">
          {latitude.toFixed(5)}, {longitude.toFixed(5)}
        </span>
      </figcaption>
    </figure>
  );
}
