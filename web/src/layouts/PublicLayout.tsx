import { useTranslation } from 'react-i18next';
import { AntdProvider } from '../app/AntdProvider';
import { AuthDialogProvider } from '../auth/dialog/AuthDialogProvider';
import { PublicFooter } from '../components/public/PublicFooter';
import { PublicHeader } from '../components/public/PublicHeader';
import { PageSlot } from './PageSlot';

/** Signed-out visitors: marketing top bar, the page, the footer, and the auth dialog. */
export default function PublicLayout() {
  const { t } = useTranslation();
  return (
    <AntdProvider>
      <AuthDialogProvider>
        <div className="th-public">
          <a className="th-skip-link" href="#main-content">
            {t('app.skipToContent')}
          </a>
          <PublicHeader />
          <main id="main-content" className="th-public__main" tabIndex={-1}>
            <PageSlot />
          </main>
          <PublicFooter />
        </div>
      </AuthDialogProvider>
    </AntdProvider>
  );
}
