// The policy must exist before Leaflet's first line runs: keep this import first.
import './leaflet-trusted-types';
import { icon } from 'leaflet';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';

/** OpenStreetMap's own tile address (the a/b/c subdomains are deprecated); the CSP's img-src allows it. */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const STREET_ZOOM = 15;

// Leaflet finds its default marker through a CSS trick that bundling breaks; the images are named here instead.
export const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIcon2xUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});
