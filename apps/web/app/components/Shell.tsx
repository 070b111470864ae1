import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { PersonalProvider, usePersonal } from '../lib/personal.tsx';
import type { MenuTaxon } from '../lib/site-shared.ts';
import type { RootData } from '../root.server.ts';
import { BottomNav } from './BottomNav.tsx';
import { CategoryDrawer } from './CategoryDrawer.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NotificationBar } from './NotificationBar.tsx';
import { PushPromptSlot } from './PushPromptSlot.tsx';
import { SignedOutNotice } from './SignedOutNotice.tsx';

/** The frame of every shop page: header, category menu, content, footer and mobile navigation. */
export function Shell(props: { data: RootData; taxons: MenuTaxon[]; children: ReactNode }) {
  return (
    <PersonalProvider root={props.data}>
      <Frame {...props} />
    </PersonalProvider>
  );
}

function Frame({
  data,
  taxons,
  children,
}: {
  data: RootData;
  taxons: MenuTaxon[];
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const location = useLocation();
  const { t } = useI18n();
  const { cartCount } = usePersonal();

  // Each navigation closes the menu and releases the body scroll lock (spec §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    setDrawerOpen(false);
    document.body.classList.remove('scroll-locked');
  }, [location.key]);

  useEffect(() => {
    document.body.classList.toggle('scroll-locked', drawerOpen);
  }, [drawerOpen]);

  return (
    <>
      <SignedOutNotice />
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <NotificationBar notifications={data.notifications} />
      <Header
        taxons={taxons}
        menus={data.menus}
        menuOpen={drawerOpen}
        onOpenMenu={openDrawer}
        viewer={data.viewer}
        cartCount={cartCount}
        unread={data.unread}
      />
      <CategoryDrawer taxons={taxons} open={drawerOpen} onClose={closeDrawer} />
      <main id="main" className="main">
        {children}
      </main>
      <Footer menus={data.menus} contact={data.contact} year={data.year} />
      <BottomNav menuOpen={drawerOpen} onOpenMenu={openDrawer} cartCount={cartCount} />
      <PushPromptSlot />
    </>
  );
}
