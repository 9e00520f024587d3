// The data the first screen of a page load reads as it mounts, asked for as soon as routing knows that
// screen rather than after its chunks have downloaded and rendered: on the dashboard that is most of a
// second sooner. Later navigations are not helped: their chunks are mostly cached by then.
import { startEarlyGet } from '../../api/client';
import { shellReads } from '../../layouts/shellReads';
import { dashboardReads } from '../../pages/dashboard/dashboardReads';
import type { LayoutName, ScreenName } from './decideRoute';

export function firstScreenReads(layout: LayoutName, screen: ScreenName, search: string): string[] {
  // Only the signed-in shell (an approved or demo member) reads these; every other layout is public.
  if (layout !== 'shell') return [];
  return [...shellReads, ...(screen === 'dashboard' ? dashboardReads(search) : [])];
}

let started = false;

/** Starts the first screen's reads, once per page load. */
export function startFirstScreenReads(layout: LayoutName, screen: ScreenName, search: string): void {
  if (started) return;
  started = true;
  for (const path of firstScreenReads(layout, screen, search)) startEarlyGet(path);
}
