import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AntdProvider } from '../app/AntdProvider';
import { paths } from '../app/paths';
import { useSignOut } from '../auth/useSignOut';
import { BrandMark } from '../components/shell/BrandMark';
import { LanguageSwitcher } from '../components/shell/LanguageSwitcher';
import { OrganisationSwitcher } from '../components/shell/OrganisationSwitcher';
import { AccountStatusBridge } from '../realtime/AccountStatusBridge';
import { PageSlot } from './PageSlot';
import './layouts.css';

const restrictedLinks = [
  { to: paths.settings, key: 'settings' },
  { to: paths.supplierVerification, key: 'supplierVerification' },
  { to: paths.pricingBeta, key: 'upgrade' },
] as const;

/**
 * Accounts awaiting approval or refused it: the three pages they may still open, the switch to another
 * organisation they belong to (a team that invited them), and Sign Out.
 */
export default function RestrictedLayout() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <AntdProvider>
      <AccountStatusBridge />
      <div className="th-restricted">
        <a className="th-skip-link" href="#main-content">
          {t('app.skipToContent')}
        </a>
        <header className="th-restricted__header">
          <BrandMark />
          <nav aria-label={t('nav.label')} className="th-restricted__nav">
            <ul>
              {restrictedLinks.map(({ to, key }) => (
                <li key={to}>
                  <NavLink to={to} className="th-restricted__link">
                    {t(`restricted.links.${key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="th-restricted__actions">
            <OrganisationSwitcher />
            <LanguageSwitcher />
            <Button icon={<LogoutOutlined aria-hidden="true" />} onClick={() => void signOut()}>
              {t('account.signOut')}
            </Button>
          </div>
        </header>
        <main id="main-content" className="th-restricted__main" tabIndex={-1}>
          <PageSlot />
        </main>
      </div>
    </AntdProvider>
  );
}
