import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useAuthDialog } from '../../auth/dialog/authDialogContext';
import { BrandMark } from '../shell/BrandMark';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { scrollToSection, sectionIds } from './sectionScroll';
import './public.css';

const drawerId = 'th-public-nav-drawer';

function PublicNavLinks({ onFollow, vertical }: { onFollow?: () => void; vertical?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goToFeatures = () => {
    onFollow?.();
    // On another page, go to the landing page's section (it scrolls there once shown).
    if (!scrollToSection(sectionIds.features)) void navigate(`${paths.home}#${sectionIds.features}`);
  };
  const goToResources = () => {
    onFollow?.();
    scrollToSection(sectionIds.resources);
  };
  return (
    <ul className={`th-public-nav${vertical ? ' th-public-nav--vertical' : ''}`}>
      <li>
        <Link className="th-public-nav__item" to={paths.about} onClick={onFollow}>
          {t('public.nav.about')}
        </Link>
      </li>
      <li>
        <button type="button" className="th-public-nav__item" onClick={goToFeatures}>
          {t('public.nav.features')}
        </button>
      </li>
      <li>
        <Link className="th-public-nav__item" to={paths.booking} onClick={onFollow}>
          {t('public.nav.pricing')}
        </Link>
      </li>
      <li>
        <button type="button" className="th-public-nav__item" onClick={goToResources}>
          {t('public.nav.resources')}
        </button>
      </li>
    </ul>
  );
}

/** The public pages' top bar: About, Features, Pricing, Resources, Sign In (spec: landing page). */
export function PublicHeader() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <header className="th-public-header">
      <div className="th-public-header__inner">
        <Link to={paths.home} className="th-public-header__brand" aria-label={t('public.homeLink')}>
          <BrandMark />
        </Link>
        <nav aria-label={t('public.nav.label')} className="th-public-header__nav">
          <PublicNavLinks />
        </nav>
        <div className="th-public-header__actions">
          <span className="th-public-header__language">
            <LanguageSwitcher />
          </span>
          <Button type="primary" onClick={() => open('signIn')}>
            {t('public.signIn')}
          </Button>
          <Button
            className="th-public-header__menu-button"
            type="text"
            icon={<MenuOutlined aria-hidden="true" />}
            aria-label={t('shell.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={drawerId}
            onClick={() => setMenuOpen(true)}
          />
        </div>
      </div>
      <Drawer
        id={drawerId}
        placement="right"
        size={288}
        open={menuOpen}
        onClose={closeMenu}
        title={<BrandMark />}
        closable={{ 'aria-label': t('shell.closeMenu') }}
      >
        <nav aria-label={t('public.nav.label')}>
          <PublicNavLinks vertical onFollow={closeMenu} />
        </nav>
        <div className="th-public-drawer__language">
          <LanguageSwitcher />
        </div>
      </Drawer>
    </header>
  );
}
