// Inline icons (no icon font, no requests): each is a 24x24 stroke path.
const PATHS = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5.2-5.2',
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'M9 6l6 6-6 6',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  heart:
    'M12 20s-7.5-4.6-9.2-9.3C1.6 7.3 3.7 4 7.1 4c2 0 3.6 1.1 4.9 2.9C13.3 5.1 14.9 4 16.9 4c3.4 0 5.5 3.3 4.3 6.7C19.5 15.4 12 20 12 20z',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  // Hotel and tour amenities.
  wifi: 'M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01',
  breakfast:
    'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10h1.5a2.5 2.5 0 0 1 0 5H16M8 3v3M12 3v3M3 22h15',
  parking:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 17V7h4a3 3 0 0 1 0 6H9',
  bathtub: 'M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM7 19l-1 2M17 19l1 2M6 12V5a2 2 0 0 1 4 0v1',
  tv: 'M4 6h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM8 2l4 4 4-4M8 22h8',
  'air-conditioning':
    'M12 2v20M3.3 7l17.4 10M3.3 17l17.4-10M14.5 4 12 6.5 9.5 4M6.3 5.8l.9 3.4-3.4.9M3.8 13.8l3.4.9-.9 3.4M9.5 20l2.5-2.5 2.5 2.5M17.7 18.2l-.9-3.4 3.4-.9M20.2 10.2l-3.4-.9.9-3.4',
  heating:
    'M12 3c3 3.5 6 6.5 6 11a6 6 0 0 1-12 0c0-2.5 1-4 2.5-5.5.3 1.7 1 2.8 2.3 3.5C10 9.5 10.5 6 12 3zM12 21a2.5 2.5 0 0 1-2.5-2.5c0-1.5 1-2.5 2.5-4 1.5 1.5 2.5 2.5 2.5 4A2.5 2.5 0 0 1 12 21z',
  'airport-transfer':
    'M12 2c1 0 1.5 1 1.5 2v5l8 5v2l-8-2.5V19l2.5 2v1L12 21l-4 1v-1l2.5-2v-5.5L2.5 16v-2l8-5V4c0-1 .5-2 1.5-2z',
  minibar:
    'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM5 10h14M8 6v2M8 13v3',
  sauna:
    'M8 3c-1.5 1.5-1.5 3 0 4.5s1.5 3 0 4.5M12 3c-1.5 1.5-1.5 3 0 4.5s1.5 3 0 4.5M16 3c-1.5 1.5-1.5 3 0 4.5s1.5 3 0 4.5M3 16h18M5 16v5M19 16v5',
  laundry:
    'M5 2h14a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM4 6h16M7 4h.01M10 4h.01M12 9a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM9 15c1-1 2-1 3 0s2 1 3 0',
  accessible:
    'M11 2.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM11 8v6h5l3 5M11 10h4M7.3 11.2a5.5 5.5 0 1 0 7.9 6.7',
  calendar:
    'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 10h18M8 2v4M16 2v4',
  guests:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14a7 7 0 0 1 4 6',
  bed: 'M3 5v15M3 16h18M21 20v-6a3 3 0 0 0-3-3h-8v5M6.5 10a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  ticket:
    'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5zM14 5v2M14 11v2M14 17v2',
  truck:
    'M2 6h11v10H2zM13 9h4l3.5 3.5V16H13M6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  key: 'M15 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM10.8 13.2 3 21M6 18l2 2M8.5 15.5l2 2M15 7h.01',
  store:
    'M3 9l1.5-5h15L21 9M3 9h18M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5',
  return: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
} as const;

export type IconName = keyof typeof PATHS;

/** Whether a name from data (an amenity's code) has an icon here. */
export const isIconName = (name: string): name is IconName => Object.hasOwn(PATHS, name);

export function Icon({
  name,
  size = 24,
  filled = false,
}: {
  name: IconName;
  size?: number;
  /** Filled with the current colour (a wished heart). */
  filled?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
