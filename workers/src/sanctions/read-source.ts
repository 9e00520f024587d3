import { readFile } from 'node:fs/promises';

const isUrl = (source: string) => /^https?:\/\//i.test(source);
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** The text of a list file: downloaded when the source is an http(s) URL, else read from disk. */
export async function readSource(source: string): Promise<string> {
  if (!isUrl(source)) return readFile(source, 'utf8');
  const response = await fetch(source, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Downloading ${source} failed: HTTP ${response.status}.`);
  return response.text();
}

/** Like readSource, but a file that is not there (or a 404) is undefined rather than an error. */
export async function readOptionalSource(source: string): Promise<string | undefined> {
  try {
    return await readSource(source);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || /HTTP 404/.test((error as Error).message)) return undefined;
    throw error;
  }
}

/** OFAC publishes alt.csv beside sdn.csv: the sibling of a source ending in sdn.csv, if it has one. */
export function siblingAltSource(sdnSource: string): string | undefined {
  return /sdn\.csv$/i.test(sdnSource)
    ? sdnSource.replace(/sdn\.csv$/i, (name) => (name === 'SDN.CSV' ? 'ALT.CSV' : 'alt.csv'))
    : undefined;
}
