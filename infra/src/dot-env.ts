import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `.env` in the directory `npm start` runs in, when there is one (.env.example lists every setting): its
 * settings fill what the environment leaves unset (process.loadEnvFile never overrides a variable that is
 * already set). Returns the file it loaded.
 */
export function loadDotEnv(directory = process.cwd()): string | undefined {
  const file = path.join(directory, '.env');
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
