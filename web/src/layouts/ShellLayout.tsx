import type { ReactNode } from 'react';
import { AntdProvider } from '../app/AntdProvider';
import { AppShell } from '../components/shell/AppShell';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { RealtimeBridge } from '../realtime/RealtimeBridge';
import { WorkspaceProvider } from '../workspace/WorkspaceProvider';
import { PageSlot } from './PageSlot';

/** Demo and approved accounts: sidebar, top bar, demo banner, and the page; live updates while shown. */
export default function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <AntdProvider>
      <WorkspaceProvider>
        <NotificationsProvider>
          <RealtimeBridge />
          <AppShell>
            <PageSlot>{children}</PageSlot>
          </AppShell>
        </NotificationsProvider>
      </WorkspaceProvider>
    </AntdProvider>
  );
}
