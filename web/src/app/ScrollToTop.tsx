import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every navigation to another path starts at the top of the page; one to a #section scrolls there
 * (when the section is not on screen yet, its page scrolls to it once rendered).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
