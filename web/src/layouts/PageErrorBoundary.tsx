import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorDetail } from '../i18n/apiErrorMessage';

export function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={<h1 className="th-result-title">{t('app.pageFailedTitle')}</h1>}
      subTitle={loadErrorDetail(error, t)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.tryAgain')}
        </Button>
      }
    />
  );
}

interface State {
  failed: boolean;
  error: unknown;
}

/** A page that throws (or whose chunk fails to download) keeps the layout and its navigation around it. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <PageError error={this.state.error} />;
    return this.props.children;
  }
}
