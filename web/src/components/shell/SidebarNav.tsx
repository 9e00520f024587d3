import { DownOutlined, LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths, supplierDetailPath } from '../../app/paths';
import { useSignedInProfile } from '../../auth/profileContext';
import { suppliersListQuery } from '../../api/suppliers/queries';
import { navItems, type NavItem } from './navItems';
import { SupplierStatusIcon } from './SupplierStatusIcon';

interface SidebarNavProps {
  /** Called when an entry is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `th-nav__item${isActive ? ' th-nav__item--active' : ''}`;

function SupplierSubmenu({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  // The organisation's suppliers (GET /api/suppliers); the realtime bridge refreshes them on supplier:changed.
  const list = useQuery(suppliersListQuery({}));
  const retry = () => void list.refetch();
  if (!list.data) {
    if (list.isError) {
      return (
        <div id={id} className="th-nav__sub-state">
          {t('nav.suppliersFailed')}{' '}
          <Button type="link" size="small" className="th-inline-link" onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    return (
      <div id={id} className="th-nav__sub-state" role="status">
        <Spin size="small" /> {t('nav.suppliersLoading')}
      </div>
    );
  }
  const suppliers = list.data.suppliers;
  if (suppliers.length === 0) {
    return (
      <div id={id} className="th-nav__sub-state">
        {t('nav.suppliersEmpty')}
      </div>
    );
  }
  return (
    <ul id={id} className="th-nav__sublist" aria-label={t('nav.supplierListLabel')}>
      {suppliers.map((supplier) => (
        <li key={supplier.id}>
          <NavLink
            to={supplierDetailPath(supplier.id)}
            className={({ isActive }) => `th-nav__subitem${isActive ? ' th-nav__item--active' : ''}`}
            onClick={onNavigate}
          >
            <SupplierStatusIcon status={supplier.status} />
            <span className="th-nav__label">{supplier.name}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SuppliersEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const submenuId = useId();
  // Open while a supplier is shown, so the current one is visible in the list.
  const [expanded, setExpanded] = useState(() => pathname.startsWith(`${paths.supplierVerification}/`));
  const Icon = item.icon;
  return (
    <li>
      <div className="th-nav__row">
        <NavLink to={item.path} end className={itemClass} onClick={onNavigate}>
          <Icon aria-hidden="true" />
          <span className="th-nav__label">{t(`nav.${item.labelKey}`)}</span>
        </NavLink>
        <Button
          type="text"
          className="th-nav__toggle"
          icon={
            <DownOutlined className={expanded ? 'th-nav__chevron--open' : undefined} aria-hidden="true" />
          }
          aria-expanded={expanded}
          aria-controls={submenuId}
          aria-label={t(expanded ? 'nav.hideSuppliers' : 'nav.showSuppliers')}
          onClick={() => setExpanded((open) => !open)}
        />
      </div>
      {expanded && <SupplierSubmenu id={submenuId} onNavigate={onNavigate} />}
    </li>
  );
}

/** The signed-in navigation: every entry is a real link; Supplier List expands to the suppliers. */
export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const profile = useSignedInProfile();
  const lockedHintId = useId();
  const locked = profile.status !== 'approved';
  return (
    <nav aria-label={t('nav.label')} className="th-nav">
      <span id={lockedHintId} className="th-visually-hidden">
        {t('nav.lockedHint')}
      </span>
      <ul className="th-nav__list">
        {navItems
          .filter((item) => !item.adminOnly || profile.isAdmin)
          .filter((item) => !item.permission || profile.permissions.includes(item.permission))
          .map((item) => {
            if (item.path === paths.supplierVerification) {
              return <SuppliersEntry key={item.path} item={item} onNavigate={onNavigate} />;
            }
            const Icon = item.icon;
            const showLock = locked && item.approvedOnly;
            return (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  onClick={onNavigate}
                  className={itemClass}
                  aria-describedby={showLock ? lockedHintId : undefined}
                >
                  <Icon aria-hidden="true" />
                  <span className="th-nav__label">{t(`nav.${item.labelKey}`)}</span>
                  {showLock && <LockOutlined className="th-nav__lock" aria-hidden="true" />}
                </NavLink>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
