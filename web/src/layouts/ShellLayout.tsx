import { useRef } from 'react';
import { AntdProvider } from '../app/AntdProvider';
import { AssistantLauncher } from '../assistant/AssistantLauncher';
import { AppShell } from '../components/shell/AppShell';
import { RealtimeBridge } from '../realtime/RealtimeBridge';
import { PageSlot } from './PageSlot';

/**
 * Demo and approved accounts: sidebar, top bar, demo banner, the page and the AI assistant's button;
 * live updates while shown. Toasts and messages open below the sticky header, so a live alert never
 * covers the bell or the user menu.
 */
export default function ShellLayout() {
  const headerRef = useRef<HTMLElement>(null);
  return (
    <AntdProvider popupsBelow={headerRef}>
      <RealtimeBridge />
      <AppShell headerRef={headerRef}>
        <PageSlot />
      </AppShell>
      <AssistantLauncher />
    </AntdProvider>
  );
}
