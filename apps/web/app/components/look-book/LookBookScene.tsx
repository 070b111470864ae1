/** The scene's own size: the hotspots' per cents are of this. */
const WIDTH = 1200;
const HEIGHT = 800;

/**
 * A look book's picture with a numbered dot on each product. Drawn as one SVG so the dots stay
 * on their products at any width; each dot is a link to its product's card on the page.
 */
export function LookBookScene(props: {
  picture: string;
  title: string;
  spots: { x: number; y: number; label: string; target: string; number: number }[];
}) {
  return (
    <figure className="look-book-scene">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
        <title>{props.title}</title>
        <image href={props.picture} width={WIDTH} height={HEIGHT} />
        {props.spots.map((spot) => (
          <a key={spot.target} href={`#${spot.target}`} aria-label={spot.label} className="hotspot">
            <circle cx={(spot.x / 100) * WIDTH} cy={(spot.y / 100) * HEIGHT} r={40} />
            <text
              x={(spot.x / 100) * WIDTH}
              y={(spot.y / 100) * HEIGHT}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {spot.number}
            </text>
          </a>
        ))}
      </svg>
    </figure>
  );
}
