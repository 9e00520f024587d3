// Whether the settings form may be edited: only an approved, non-demo, writable account may.
import type { Profile } from '@tradehub/contract';

export type SettingsMode = 'editable' | 'demo';

export function settingsMode(profile: Pick<Profile, 'status' | 'demoMode' | 'readOnly'>): SettingsMode {
  if (profile.readOnly || profile.demoMode) return 'demo';
  return profile.status === 'approved' ? 'editable' : 'demo';
}

/** The fields of `next` whose value differs from `current`; undefined when nothing changed. */
export function changedFields<T extends object>(current: T, next: Partial<T>): Partial<T> | undefined {
  const changes: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && next[key] !== current[key]) {
      changes[key] = next[key];
      any = true;
    }
  }
  return any ? changes : undefined;
}
