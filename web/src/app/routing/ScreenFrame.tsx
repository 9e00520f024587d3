import { Suspense } from 'react';
import { BootScreen } from '../BootScreen';
import type { LayoutName, ScreenName } from './decideRoute';
import { startFirstScreenReads } from './firstScreenData';
import { layouts, screens, type ScreenProps } from './screens';

interface ScreenFrameProps extends ScreenProps {
  layout: LayoutName;
  screen: ScreenName;
  /** The URL's query (`?range=30d`), which some screens' data depends on. */
  search: string;
}

/**
 * A screen inside its layout. Both chunks are asked for at once; the layout shows its own loading
 * state while a page's chunk arrives (each layout wraps its children in Suspense).
 */
export function ScreenFrame({ layout, screen, params, search }: ScreenFrameProps) {
  const Layout = layouts[layout];
  const Screen = screens[screen];
  // A failed download is reported by the render that needs it (the router's error screen).
  Layout.preload().catch(() => undefined);
  Screen.preload().catch(() => undefined);
  // The first screen's data downloads alongside them.
  startFirstScreenReads(layout, screen, search);
  return (
    <Suspense fallback={<BootScreen />}>
      <Layout>
        <Screen params={params} />
      </Layout>
    </Suspense>
  );
}
