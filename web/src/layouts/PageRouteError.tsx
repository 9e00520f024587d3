import { useRouteError } from 'react-router';
import { PageError } from './PageErrorBoundary';

/** The router's error for a page (its chunk failed to download, or its loader threw): shown inside the layout. */
export function PageRouteError() {
  const error = useRouteError();
  return <PageError error={error} />;
}
