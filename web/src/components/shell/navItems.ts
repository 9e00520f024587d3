import {
  AuditOutlined,
  CreditCardOutlined,
  CrownOutlined,
  DashboardOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { PermissionName } from '@tradehub/contract';
import type { ComponentType } from 'react';
import { paths } from '../../app/paths';

export type NavLabelKey =
  'dashboard' | 'suppliers' | 'payments' | 'fxManagement' | 'team' | 'audit' | 'settings' | 'admin';

export interface NavItem {
  path: string;
  labelKey: NavLabelKey;
  icon: ComponentType;
  /** Shows 'Account Under Review' until the account is approved. */
  approvedOnly?: boolean;
  /** Only members holding this permission see it. */
  permission?: PermissionName;
  /** Only administrators see it. */
  adminOnly?: boolean;
}

export const navItems: readonly NavItem[] = [
  { path: paths.home, labelKey: 'dashboard', icon: DashboardOutlined },
  { path: paths.supplierVerification, labelKey: 'suppliers', icon: ShopOutlined },
  { path: paths.payments, labelKey: 'payments', icon: CreditCardOutlined, approvedOnly: true },
  { path: paths.fxManagement, labelKey: 'fxManagement', icon: SwapOutlined, approvedOnly: true },
  { path: paths.team, labelKey: 'team', icon: TeamOutlined, approvedOnly: true },
  {
    path: paths.audit,
    labelKey: 'audit',
    icon: AuditOutlined,
    approvedOnly: true,
    permission: 'Audit Logs',
  },
  { path: paths.settings, labelKey: 'settings', icon: SettingOutlined },
  { path: paths.admin, labelKey: 'admin', icon: CrownOutlined, adminOnly: true },
];
