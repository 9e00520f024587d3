import { Outlet } from 'react-router';
import { ScrollToTop } from '../ScrollToTop';

/** Above every layout: each navigation to another path starts at the top of the page. */
export function RootFrame() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
