import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorDetail } from '../i18n/apiErrorMessage';
import { LoadErrorScreen } from './LoadErrorScreen';

function BootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <LoadErrorScreen detail={loadErrorDetail(error, t)} />;
}

interface State {
  failed: boolean;
  error: unknown;
}

/** Catches what fails before the router exists: GET /api/config, the Auth0 chunk, the providers. */
export class BootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <BootError error={this.state.error} />;
    return this.props.children;
  }
}
