import { reducedMotionQuery } from '../../hooks/usePrefersReducedMotion';

/** Ids of the landing page's sections that the public top bar scrolls to. */
export const sectionIds = { features: 'features', resources: 'resources' } as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia(reducedMotionQuery).matches;
}

/** Scrolls to a section and moves the keyboard focus there; false when the section is not on this page. */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  return true;
}
