import { useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentInView } from '../../lib/use-current-in-view.ts';

export interface StaffMenuItem {
  /** The link's address, already in the page's locale. */
  to: string;
  label: string;
  /** Current only on exactly this address, not below it (a section's first page). */
  end?: boolean;
}

/**
 * A staff area's menu (the back office, its catalogue, the roulette admin). On a phone it is one
 * row that scrolls sideways, the current section brought into view: wrapped, an admin's two menus
 * took six rows of buttons before the page began. On a wider screen every item shows.
 */
export function StaffMenu(props: { label: string; items: StaffMenuItem[]; className?: string }) {
  const list = useRef<HTMLUListElement>(null);
  useCurrentInView(list, useLocation().pathname);
  return (
    <nav aria-label={props.label} className={props.className}>
      <ul ref={list} className="staff-menu">
        {props.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
