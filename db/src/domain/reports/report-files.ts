// Where report files live: DATA_DIR/reports/<organisationId>/<reportId>.<format>. The database stores the
// key relative to DATA_DIR; a retry writes the same names, so one request never has two files.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `reports/<organisationId>/<reportId>.pdf`, relative to DATA_DIR. */
export function reportFileKey(organisationId: string, reportId: string, format: ReportFormat): string {
  return path.posix.join('reports', safeSegment(organisationId), `${safeSegment(reportId)}.${format}`);
}

/** The absolute path of a stored key, refusing any key that would leave DATA_DIR/reports. */
export function reportFilePath(dataDir: string, key: string): string {
  const root = path.resolve(dataDir, 'reports');
  const resolved = path.resolve(dataDir, key);
  if (!resolved.startsWith(root + path.sep)) throw new Error(`report file key outside the reports directory`);
  return resolved;
}

/** The name a download is saved as: `tradehub-risk-report-2026-11-21.pdf` (the day it was requested, UTC). */
export function reportDownloadName(createdAt: Date, format: ReportFormat): string {
  return `tradehub-risk-report-${createdAt.toISOString().slice(0, 10)}.${format}`;
}

function safeSegment(segment: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) throw new Error(`unsafe path segment: ${JSON.stringify(segment)}`);
  return segment;
}

/**
 * Writes the file under a temporary name, flushes it to disk, then renames it over the target: readers
 * see the old file or the whole new one, and a crash mid-write leaves at worst a `.tmp` (removed below).
 */
export async function writeFileAtomically(target: string, data: Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Deletes temporary files a crashed attempt left for this report (`<reportId>.<format>.<random>.tmp`). */
export async function removeLeftoverTemporaryFiles(directory: string, reportId: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return;
  }
  const leftovers = names.filter((name) => name.startsWith(`${reportId}.`) && name.endsWith('.tmp'));
  await Promise.all(leftovers.map((name) => rm(path.join(directory, name), { force: true })));
}
