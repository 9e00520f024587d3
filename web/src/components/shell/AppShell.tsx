import { App, Drawer } from 'antd';
import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { emailVerificationParam, parseEmailVerificationOutcome } from '../../auth/emailVerification';
import { useSignedInProfile } from '../../auth/profileContext';
import { BrandMark } from './BrandMark';
import { DemoBanner } from './DemoBanner';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';
import './shell.css';

// Keep in step with the breakpoint in shell.css where the sidebar becomes fixed.
const largeScreen = '(min-width: 992px)';
const drawerId = 'th-mobile-nav';

/**
 * A verification link opened while already signed in (in this browser) lands here rather than on the
 * landing page: say how it went, once, and drop the parameter.
 */
function useEmailVerificationToast() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(emailVerificationParam);
  useEffect(() => {
    if (param === null) return;
    const outcome = parseEmailVerificationOutcome(param);
    if (outcome === 'verified') void message.success(t('auth.verifiedNotice'));
    else if (outcome)
      void message.error(t(outcome === 'expired' ? 'auth.verify.linkExpired' : 'auth.verify.linkInvalid'));
    setSearchParams(
      (params) => {
        params.delete(emailVerificationParam);
        return params;
      },
      { replace: true },
    );
  }, [param, message, setSearchParams, t]);
}

interface AppShellProps {
  children: ReactNode;
  /** The sticky header (top bar and demo banner), for the layout to keep pop-ups below it. */
  headerRef?: RefObject<HTMLElement | null>;
}

/** The signed-in layout: sidebar (fixed, or a drawer on small screens), top bar, demo banner, page. */
export function AppShell({ children, headerRef }: AppShellProps) {
  const { t } = useTranslation();
  const profile = useSignedInProfile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useEmailVerificationToast();

  // Growing the window past the breakpoint shows the fixed sidebar; a drawer left open would double it.
  useEffect(() => {
    const query = window.matchMedia(largeScreen);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="th-shell">
      <a className="th-skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <aside className="th-sidebar">
        <div className="th-sidebar__header">
          <BrandMark />
        </div>
        <SidebarNav />
      </aside>
      <Drawer
        id={drawerId}
        className="th-drawer"
        placement="left"
        size={288}
        open={drawerOpen}
        onClose={closeDrawer}
        title={<BrandMark />}
        closable={{ 'aria-label': t('shell.closeMenu') }}
        styles={{ body: { padding: 0 } }}
      >
        <SidebarNav onNavigate={closeDrawer} />
        <div className="th-drawer__language">
          <LanguageSwitcher />
        </div>
      </Drawer>
      <div className="th-shell__main">
        <header className="th-shell__header" ref={headerRef}>
          <TopBar menuOpen={drawerOpen} menuId={drawerId} onOpenMenu={() => setDrawerOpen(true)} />
          {profile.demoMode && <DemoBanner />}
        </header>
        <main id="main-content" className="th-shell__content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
