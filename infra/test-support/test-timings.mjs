// The test run's timings, one shape for the summary printed after every run (summary-reporter.ts) and for
// `npm run test:timings`, which prints the same table again from the last run's file. Plain JavaScript so
// the npm script runs it with node alone; test-timings.d.mts gives its types to the TypeScript reporter.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where the summary reporter leaves the last run's timings (git-ignored, beside other test artefacts). */
export const TIMINGS_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../.test-artifacts/test-timings.json',
);

/** How many of the slowest files the table lists. */
export const SLOWEST_FILES = 15;

const seconds = (ms) => (ms / 1000).toFixed(1);
const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The table: the slowest files by wall time (from when the file started to when it ended, set-up included),
 * then each project's wall time (its first file's start to its last file's end; projects that run together
 * overlap) and the whole run's.
 *
 * @param {import('./test-timings.d.mts').TestRunTimings} run
 * @param {number} [slowest]
 * @returns {string}
 */
export function formatTimings(run, slowest = SLOWEST_FILES) {
  const files = [...run.files].sort((a, b) => b.endMs - b.startMs - (a.endMs - a.startMs));
  const lines = [`slowest ${Math.min(slowest, files.length)} of ${files.length} test files (wall time):`];
  lines.push('  seconds  tests  project      file');
  for (const file of files.slice(0, slowest))
    lines.push(
      `  ${seconds(file.endMs - file.startMs).padStart(7)}  ${String(file.tests).padStart(5)}  ${file.project.padEnd(11)}  ${file.file}`,
    );
  const projects = new Map();
  for (const file of run.files) {
    const entry = projects.get(file.project) ?? {
      startMs: file.startMs,
      endMs: file.endMs,
      files: 0,
      tests: 0,
    };
    entry.startMs = Math.min(entry.startMs, file.startMs);
    entry.endMs = Math.max(entry.endMs, file.endMs);
    entry.files += 1;
    entry.tests += file.tests;
    projects.set(file.project, entry);
  }
  lines.push('wall time by project (first file started → last file ended):');
  for (const [name, entry] of [...projects].sort((a, b) => a[1].startMs - b[1].startMs))
    lines.push(
      `  ${name.padEnd(11)}  ${seconds(entry.endMs - entry.startMs).padStart(7)} s  ${plural(entry.files, 'file')}, ${plural(entry.tests, 'test')}`,
    );
  lines.push(`  ${'whole run'.padEnd(11)}  ${seconds(run.endMs - run.startMs).padStart(7)} s`);
  return lines.join('\n');
}

/** @returns {import('./test-timings.d.mts').TestRunTimings} */
export function readTimings(path = TIMINGS_FILE) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

// `npm run test:timings`: the table of the last run.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.stdout.write(`${formatTimings(readTimings())}\n`);
  } catch (error) {
    process.stderr.write(`no timings to show (${String(error)}): run the tests first (npm test)\n`);
    process.exitCode = 1;
  }
}
