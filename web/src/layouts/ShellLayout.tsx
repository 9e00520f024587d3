import { AntdProvider } from '../app/AntdProvider';
import { AssistantLauncher } from '../assistant/AssistantLauncher';
import { AppShell } from '../components/shell/AppShell';
import { RealtimeBridge } from '../realtime/RealtimeBridge';
import { PageSlot } from './PageSlot';

/**
 * Demo and approved accounts: sidebar, top bar, demo banner, the page and the AI assistant's button;
 * live updates while shown.
 */
export default function ShellLayout() {
  return (
    <AntdProvider>
      <RealtimeBridge />
      <AppShell>
        <PageSlot />
      </AppShell>
      <AssistantLauncher />
    </AntdProvider>
  );
}
