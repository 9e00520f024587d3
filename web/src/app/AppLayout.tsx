import { Outlet } from 'react-router';
import { AppShell } from '../components/shell/AppShell';
import { AntdProvider } from './AntdProvider';
import { ScrollToTop } from './ScrollToTop';

/** The root route's component: providers that need antd, and the shell around every page. */
export function AppLayout() {
  return (
    <AntdProvider>
      <ScrollToTop />
      <AppShell>
        <Outlet />
      </AppShell>
    </AntdProvider>
  );
}
