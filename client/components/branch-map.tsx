import { useT } from '../shell-context';

/**
 * SPEC 2 "branch list, detail and map", offline (issue 15 item 10): an inline SVG of the Czech
 * Republic and Slovakia drawn by the server, with a pin per branch. No tiles, no network, no script.
 *
 * Outlines: hand-simplified from well-known border points (lon, lat in degrees), good to roughly
 * 20 km: enough to place a pin in the right region, not to navigate (each branch has a directions
 * link for that). The two share their border points, so they meet without a gap.
 *
 * Projection: equirectangular around 49.5° N: x = (lon - WEST) * cos(49.5°) * SCALE,
 * y = (NORTH - lat) * SCALE. At these latitudes that keeps shapes within a few per cent.
 */
const WEST = 12;
const EAST = 22.7;
const NORTH = 51.2;
const SOUTH = 47.6;
const SCALE = 100;
const LON_FACTOR = Math.cos((49.5 * Math.PI) / 180);

/** The Czech-Slovak border from the Polish tri-point to the Austrian one. */
const CZ_SK_BORDER: [number, number][] = [
  [18.85, 49.52],
  [18.4, 49.3],
  [18.1, 49.05],
  [17.6, 48.85],
  [17.2, 48.87],
  [16.94, 48.62],
];

const CZECHIA: [number, number][] = [
  [12.09, 50.25],
  [12.5, 50.4],
  [13.0, 50.5],
  [13.5, 50.65],
  [14.25, 50.87],
  [14.32, 51.05],
  [14.8, 50.87],
  [15.0, 51.0],
  [15.4, 50.8],
  [15.7, 50.74],
  [16.2, 50.65],
  [16.45, 50.6],
  [16.4, 50.4],
  [16.85, 50.2],
  [17.2, 50.35],
  [17.7, 50.3],
  [17.9, 49.95],
  [18.35, 49.95],
  ...CZ_SK_BORDER,
  [16.64, 48.8],
  [16.05, 48.85],
  [15.0, 49.0],
  [14.97, 48.77],
  [14.7, 48.58],
  [14.33, 48.55],
  [13.84, 48.77],
  [13.4, 49.1],
  [12.9, 49.35],
  [12.4, 49.75],
  [12.5, 50.1],
];

const SLOVAKIA: [number, number][] = [
  ...CZ_SK_BORDER.slice().reverse(),
  [19.47, 49.61],
  [20.1, 49.25],
  [20.6, 49.4],
  [21.0, 49.35],
  [21.5, 49.42],
  [22.0, 49.2],
  [22.55, 49.08],
  [22.15, 48.4],
  [21.6, 48.35],
  [21.2, 48.5],
  [20.3, 48.3],
  [19.9, 48.2],
  [19.6, 48.2],
  [19.0, 48.05],
  [18.72, 47.8],
  [18.1, 47.76],
  [17.2, 48.0],
  [17.1, 48.15],
  [16.85, 48.45],
];

export interface MapPin {
  title: string;
  href: string;
  lat: number;
  lng: number;
}

export function projectToMap(lat: number, lng: number): { x: number; y: number } | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lng < WEST || lng > EAST || lat < SOUTH || lat > NORTH)
    return null;
  return {
    x: Math.round((lng - WEST) * LON_FACTOR * SCALE * 10) / 10,
    y: Math.round((NORTH - lat) * SCALE * 10) / 10,
  };
}

const WIDTH = Math.ceil((EAST - WEST) * LON_FACTOR * SCALE);
const HEIGHT = Math.ceil((NORTH - SOUTH) * SCALE);

const outline = (points: [number, number][]) =>
  points
    .map(([lng, lat]) => {
      const p = projectToMap(lat, lng);
      return p ? `${p.x},${p.y}` : '';
    })
    .join(' ');

const CZ_POINTS = outline(CZECHIA);
const SK_POINTS = outline(SLOVAKIA);

/**
 * The map: a figure whose caption says what it shows (the branch list stays the page's content);
 * each pin is a link to its branch, named by the branch's title. `current` marks the branch of a
 * detail page.
 */
export function BranchMap({ pins, caption, current }: { pins: MapPin[]; caption: string; current?: string }) {
  const t = useT();
  const placed = pins.flatMap((pin) => {
    const at = projectToMap(pin.lat, pin.lng);
    return at ? [{ ...pin, ...at }] : [];
  });
  return (
    <figure className="branch-map" data-testid="branch-map">
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG holding links is named as a group; a fieldset cannot live in SVG */}
      <svg
        className="branch-map__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label={t('content.branches.mapLabel')}
      >
        <polygon className="branch-map__country" points={CZ_POINTS} />
        <polygon className="branch-map__country" points={SK_POINTS} />
        {placed.map((pin) => (
          <a
            key={pin.href}
            href={pin.href}
            className={`branch-map__pin${pin.href === current ? ' branch-map__pin--current' : ''}`}
            aria-label={pin.title}
            data-lat={pin.lat}
            data-lng={pin.lng}
          >
            <title>{pin.title}</title>
            <circle cx={pin.x} cy={pin.y} r={pin.href === current ? 9 : 7} />
          </a>
        ))}
      </svg>
      <figcaption className="branch-map__caption">{caption}</figcaption>
    </figure>
  );
}

/** A directions link for coordinates (opens the shopper's maps, off-site). */
function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** "Directions" to a branch: the shopper's own map app or site, in a new tab (the shop stays open). */
export function DirectionsLink({ lat, lng, className }: { lat: number; lng: number; className: string }) {
  const t = useT();
  return (
    <a className={className} href={directionsUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
      {t('content.branches.directions')}
    </a>
  );
}
