/** The attribution OpenStreetMap's tiles require, drawn in React (Leaflet's own control writes HTML strings). */
export function OsmCredit() {
  return (
    <span>
      ©{' '}
      <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" className="underline">
        OpenStreetMap
      </a>{' '}
      contributors
    </span>
  );
}
