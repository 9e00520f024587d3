import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfileContext } from '../auth/profileContext';
import { loadErrorDetail } from '../i18n/apiErrorMessage';
import { BootScreen } from './BootScreen';
import { LoadErrorScreen } from './LoadErrorScreen';
import { decideRoute } from './routing/decideRoute';
import { ScreenFrame } from './routing/ScreenFrame';
import { ScrollToTop } from './ScrollToTop';

/** Applies the top-level routing of spec section 2 to the current path and profile state. */
export function Root() {
  const { t } = useTranslation();
  const { state } = useProfileContext();
  const { pathname, search } = useLocation();
  const decision = decideRoute(state, pathname);

  switch (decision.kind) {
    case 'initializing':
      return <BootScreen />;
    case 'loadError':
      return <LoadErrorScreen detail={loadErrorDetail(decision.error, t)} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'screen':
      return (
        <>
          <ScrollToTop />
          <ScreenFrame
            layout={decision.layout}
            screen={decision.screen}
            params={decision.params}
            search={search}
          />
        </>
      );
  }
}
