import { Icon, isIconName } from '../Icon.tsx';
import type { AmenityItem } from './types.ts';

/** Amenities with their icons (an amenity's code is its icon's name). */
export function AmenityList({ items, compact }: { items: AmenityItem[]; compact?: boolean }) {
  if (items.length === 0) return null;
  return (
    <ul className={compact ? 'amenity-list amenity-list-compact' : 'amenity-list'}>
      {items.map((a) => (
        <li key={a.code}>
          {isIconName(a.code) && <Icon name={a.code} size={compact ? 18 : 22} />}
          <span>{a.name}</span>
        </li>
      ))}
    </ul>
  );
}
