// Light or dark: the person's choice (Account Settings → Appearance, kept in their profile) or, when they
// chose 'system' or nobody is signed in, the device's setting, followed live. The scheme in use is written
// to <html data-theme> (theme.css keys every colour on it) and read by antd (AntdProvider) and the charts.
import type { ColorScheme } from '@tradehub/contract';
import { useSyncExternalStore } from 'react';

export type { ColorScheme };
export type ResolvedColorScheme = 'light' | 'dark';

export const colorSchemes = ['system', 'light', 'dark'] as const satisfies readonly ColorScheme[];

/** The last choice, read before React renders so a reload does not flash the other scheme. */
export const colorSchemeStorageKey = 'tradehub.colorScheme';
const darkQuery = '(prefers-color-scheme: dark)';

const isColorScheme = (value: unknown): value is ColorScheme =>
  typeof value === 'string' && (colorSchemes as readonly string[]).includes(value);

function readStored(): ColorScheme {
  try {
    const stored = window.localStorage.getItem(colorSchemeStorageKey);
    return isColorScheme(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage refused (privacy settings): follow the device
  }
}

function writeStored(preference: ColorScheme): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(colorSchemeStorageKey);
    else window.localStorage.setItem(colorSchemeStorageKey, preference);
  } catch {
    // Not remembered across loads; the profile still brings it back after sign-in.
  }
}

const systemIsDark = () => window.matchMedia(darkQuery).matches;

let preference: ColorScheme = 'system';
let resolved: ResolvedColorScheme = 'light';
const listeners = new Set<() => void>();

function apply(): void {
  const next: ResolvedColorScheme =
    preference === 'system' ? (systemIsDark() ? 'dark' : 'light') : preference;
  const root = document.documentElement;
  if (root.dataset.theme !== next) root.dataset.theme = next;
  if (next === resolved) return;
  resolved = next;
  for (const listener of listeners) listener();
}

let started = false;

/**
 * Applies the remembered choice (or the device's setting) to <html> and starts following the device.
 * main.tsx calls it before the first render.
 */
export function startColorScheme(): void {
  if (started) return;
  started = true;
  preference = readStored();
  // `resolved` starts opposite so the first apply always notifies and sets the attribute.
  resolved = systemIsDark() ? 'light' : 'dark';
  apply();
  window.matchMedia(darkQuery).addEventListener('change', () => {
    if (preference === 'system') apply();
  });
  // Another tab chose: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== colorSchemeStorageKey) return;
    preference = isColorScheme(event.newValue) ? event.newValue : 'system';
    apply();
  });
}

/** Switches at once and remembers the choice on this device (saving it in the profile is the caller's). */
export function setColorScheme(next: ColorScheme): void {
  startColorScheme();
  writeStored(next);
  if (next === preference) return;
  preference = next;
  apply();
}

export function currentColorScheme(): ColorScheme {
  return preference;
}

function subscribe(listener: () => void): () => void {
  startColorScheme();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'light' or 'dark' as shown now; re-renders when the choice or the device's setting changes. */
export function useResolvedColorScheme(): ResolvedColorScheme {
  return useSyncExternalStore(subscribe, () => resolved);
}
