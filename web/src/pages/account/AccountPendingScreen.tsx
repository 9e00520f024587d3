import { ClockCircleOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useSignOut } from '../../auth/useSignOut';
import './account.css';

/** Every path but the three allowed ones, while the account awaits approval (spec section 2). */
export default function AccountPendingScreen() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Result
      className="th-account-notice"
      icon={<ClockCircleOutlined aria-hidden="true" />}
      title={<h1 className="th-result-title">{t('account.pending.title')}</h1>}
      subTitle={
        <>
          <p>{t('account.pending.review')}</p>
          <p>{t('account.pending.notified')}</p>
        </>
      }
      extra={
        <>
          <Button type="primary" icon={<LogoutOutlined aria-hidden="true" />} onClick={() => void signOut()}>
            {t('account.signOut')}
          </Button>
          <p className="th-account-notice__meanwhile">
            {t('account.meanwhile')} <Link to={paths.settings}>{t('restricted.links.settings')}</Link>
            {' · '}
            <Link to={paths.supplierVerification}>{t('restricted.links.supplierVerification')}</Link>
            {' · '}
            <Link to={paths.pricingBeta}>{t('restricted.links.upgrade')}</Link>
          </p>
        </>
      }
    />
  );
}
