/**
 * Every picture goes through here so each has its size (no layout shift) and loads lazily unless
 * it is in the first screen. Product pictures are vector drawings, so one source fits all widths.
 */
export function Image(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={props.src}
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
