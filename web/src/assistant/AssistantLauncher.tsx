import { MessageOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInProfile } from '../auth/profileContext';
import type { AssistantDrawerProps } from './AssistantDrawer';
import './launcher.css';

type DrawerModule = { default: ComponentType<AssistantDrawerProps> };
let loading: Promise<DrawerModule> | undefined;

/** The panel's chunk, downloaded once (a failed download may be tried again). */
function loadDrawer(): Promise<DrawerModule> {
  loading ??= import('./AssistantDrawer').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Asks for the panel's chunk once the page has settled, so the first opening is instant. */
function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => void loadDrawer().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 10_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(preload, 3_000);
    return () => window.clearTimeout(timer);
  }, []);
}

/** The assistant is for demo and approved accounts (the member shell shows no one else; this makes sure). */
export function AssistantLauncher() {
  const { status } = useSignedInProfile();
  return status === 'demo' || status === 'approved' ? <LauncherButton /> : null;
}

/**
 * The AI assistant's floating button, in the member shell. It stays small: the panel (and the
 * conversation logic) is its own chunk, fetched when the browser is idle or on the first click.
 */
function LauncherButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [Drawer, setDrawer] = useState<ComponentType<AssistantDrawerProps> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle();

  const openPanel = () => {
    if (Drawer) {
      setOpen(true);
      return;
    }
    setOpening(true);
    loadDrawer()
      .then(
        (module) => {
          setDrawer(() => module.default);
          setOpen(true);
        },
        () => void message.error(t('assistant.openFailed')),
      )
      .finally(() => setOpening(false));
  };

  return (
    <>
      <Tooltip title={t('assistant.open')} placement="left">
        <Button
          ref={buttonRef}
          type="primary"
          shape="circle"
          size="large"
          className="th-assistant-launcher"
          icon={<MessageOutlined aria-hidden="true" />}
          loading={opening}
          aria-label={t('assistant.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="assistant-launcher"
          onClick={openPanel}
        />
      </Tooltip>
      {Drawer && (
        <Drawer open={open} onClose={() => setOpen(false)} onClosed={() => buttonRef.current?.focus()} />
      )}
    </>
  );
}
