import type { ReactNode } from 'react';
import { AntdProvider } from '../app/AntdProvider';
import { AssistantLauncher } from '../assistant/AssistantLauncher';
import { AppShell } from '../components/shell/AppShell';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { RealtimeBridge } from '../realtime/RealtimeBridge';
import { WorkspaceProvider } from '../workspace/WorkspaceProvider';
import { PageSlot } from './PageSlot';

/**
 * Demo and approved accounts: sidebar, top bar, demo banner, the page and the AI assistant's button;
 * live updates while shown.
 */
export default function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <AntdProvider>
      <WorkspaceProvider>
        <NotificationsProvider>
          <RealtimeBridge />
          <AppShell>
            <PageSlot>{children}</PageSlot>
          </AppShell>
          <AssistantLauncher />
        </NotificationsProvider>
      </WorkspaceProvider>
    </AntdProvider>
  );
}
