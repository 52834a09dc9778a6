// The policy must exist before Leaflet's first line runs: keep this import first.
import './leaflet-trusted-types';
import { useEffect, useRef, useState } from 'react';
import { Browser, map as createMap, marker, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapUnavailable } from './map-unavailable';
import { markerIcon, STREET_ZOOM, TILE_URL } from './map-parts';
import { OsmCredit } from './osm-credit';

type BusinessMapProps = { latitude: number; longitude: number; label: string };

/**
 * A small street map with a marker at the listing, loaded only when a detail page shows it (Leaflet and its CSS
 * stay out of the first visit). It never takes the keyboard focus or the page's scrolling: no keyboard handler,
 * no wheel zoom, and on phones no one-finger dragging, so a swipe scrolls the page. When the tiles cannot load it
 * gives way to a short note.
 */
export function BusinessMap({ latitude, longitude, label }: BusinessMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const leafletMap = createMap(container, {
      center: [latitude, longitude],
      zoom: STREET_ZOOM,
      keyboard: false,
      scrollWheelZoom: false,
      dragging: !Browser.mobile,
      // Both controls write HTML strings, which Trusted Types refuse; the attribution is drawn below instead.
      attributionControl: false,
      zoomControl: false,
    });
    // A map whose tiles cannot load at all (offline, blocked) is a grey box; one missing tile among many is not.
    let anyTileLoaded = false;
    tileLayer(TILE_URL, { maxZoom: 19 })
      .on('tileload', () => (anyTileLoaded = true))
      .on('tileerror', () => {
        if (!anyTileLoaded) setTilesFailed(true);
      })
      .addTo(leafletMap);
    marker([latitude, longitude], { icon: markerIcon, keyboard: false, interactive: false }).addTo(leafletMap);
    return () => {
      leafletMap.remove();
    };
  }, [latitude, longitude]);

  if (tilesFailed) return <MapUnavailable />;
  const largerMap = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <figure className="space-y-1">
      <div
        ref={containerRef}
        role="img"
        aria-label={`Map showing ${label}`}
        className="isolate z-0 h-56 w-full overflow-hidden rounded-lg bg-stone-100"
      />
      <figcaption className="flex flex-wrap justify-between gap-x-3 text-xs text-stone-600">
        <OsmCredit />
        <a
          href={largerMap}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-ghana-green underline"
        >
          View larger map
        </a>
      </figcaption>
    </figure>
  );
}
