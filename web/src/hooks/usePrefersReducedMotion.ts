import { useMediaQuery } from './useMediaQuery';

/** The reader's "reduce motion" setting (operating system or browser), followed live. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Whether the reader asked for less motion: antd's transitions (drawers, modals, the click wave) and the
 * charts' entry animations are then off (WCAG 2.3.3), as the CSS animations already are in each stylesheet.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(reducedMotionQuery);
}
