import { useEffect, useState } from 'react';

/**
 * False for the first render of the component that asks, true once the browser has painted what that render
 * committed: a screen renders what is read first (the dashboard's tiles), lets it paint, then the rest.
 *
 * The rest is rendered by an ordinary update (one task), not a transition: live FX ticks re-render the rate
 * cards ten times a second, and each would restart an interruptible render of the whole rest.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const show = () => setPainted(true);
    // A tab in the background paints nothing and runs no animation frames: nothing to wait for.
    if (document.visibilityState === 'hidden') {
      show();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the browser paints; a timeout set there runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    document.addEventListener('visibilitychange', show, { once: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', show);
    };
  }, [painted]);
  return painted;
}
