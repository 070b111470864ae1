/**
 * Every picture goes through here so each has its size (no layout shift) and loads lazily unless
 * it is in the first screen. The seed's product pictures are vector drawings, so one source fits
 * all widths; photos staff upload are stored in two sizes (a 320 px square and up to 1280 px),
 * offered as a `srcset` so a card or a thumbnail loads the small one.
 */
export function Image(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const sizes = storedSizes(props.src);
  return (
    <img
      src={props.src}
      srcSet={sizes ? `${sizes.small} 320w, ${sizes.large} 1280w` : undefined}
      sizes={sizes ? `${props.width}px` : undefined}
      alt={props.alt}
      width={props.width}
      height={props.height}
      className={props.className}
      loading={props.priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(props.priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

/** The two stored sizes of an uploaded photo (`/media/{key}-l.webp`), or none for a drawing. */
function storedSizes(src: string): { small: string; large: string } | null {
  const match = /^(\/media\/.+)-[ls]\.webp$/.exec(src);
  return match ? { small: `${match[1]}-s.webp`, large: `${match[1]}-l.webp` } : null;
}

/**
 * A list's small square picture (a cart line, an alert), or a blank of the same size where there
 * is none, so the lines keep their shape. Decorative: the line names what it shows.
 */
export function Thumbnail(props: { src: string | null; size: number; blankClassName: string }) {
  return props.src ? (
    <Image src={props.src} alt="" width={props.size} height={props.size} />
  ) : (
    <span className={props.blankClassName} aria-hidden="true" />
  );
}
