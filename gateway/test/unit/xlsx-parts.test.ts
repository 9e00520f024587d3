// Unpacking an uploaded XLSX under a cap on the bytes actually inflated (issue 24 item 6): a zip whose
// directory claims 100 bytes for an entry that inflates to a gibibyte is stopped after about 100 bytes of
// output, not after inflating it; the cap holds for the whole file; honest parts come out intact.
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { packStored, unpackXlsxParts, XlsxPartsError } from '../../src/payments/xlsx-parts.js';
import { buildZip, deflatedZeros } from '../support/forged-zip.js';

const SHEET = 'xl/worksheets/sheet1.xml';
const LIMITS = { maxBytes: 1024 * 1024, maxEntries: 50 };
/** zlib hands out output 16 KiB at a time: the most a refused entry may have inflated past its allowance. */
const ONE_CHUNK = 64 * 1024;

async function refusal(content: Buffer, limits = LIMITS): Promise<XlsxPartsError> {
  const error = await unpackXlsxParts(content, limits).then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof XlsxPartsError)) throw new Error(`expected an XlsxPartsError, got ${String(error)}`);
  return error;
}

describe('unpacking the parts of an XLSX under a byte cap', () => {
  it('stops a part that inflates past what its directory declares while inflating it (a 1 GiB bomb claiming 100 bytes)', async () => {
    const bomb = buildZip([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: SHEET, deflated: deflatedZeros(1024), declaredSize: 100 },
    ]);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    const error = await refusal(bomb, { maxBytes: 16 * 1024 * 1024, maxEntries: 50 });
    expect(error.problem).toBe('size_mismatch');
    expect(error.part).toBe(SHEET);
    expect(error.message).toContain('unpacks to more than the 100 bytes');
    // Inflating ended within one zlib chunk of the declared 100 bytes, nowhere near the gibibyte.
    expect(error.inflatedBytes).toBeGreaterThan(100);
    // (11 of them are the workbook part unpacked before it.)
    expect(error.inflatedBytes).toBeLessThanOrEqual(11 + 100 + ONE_CHUNK);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses parts that together declare more than the cap before inflating anything', async () => {
    const error = await refusal(
      buildZip([
        { name: SHEET, data: Buffer.alloc(600 * 1024, 0x20) },
        { name: 'xl/sharedStrings.xml', data: Buffer.alloc(600 * 1024, 0x20) },
      ]),
    );
    expect(error.problem).toBe('too_large');
    expect(error.inflatedBytes).toBe(0);
  });

  it('refuses a part that inflates to less than it declares, too many entries, and what is no zip', async () => {
    const short = await refusal(
      buildZip([{ name: SHEET, data: Buffer.from('<worksheet/>'), declaredSize: 500 }]),
    );
    expect(short.problem).toBe('size_mismatch');
    const crowded = await refusal(
      buildZip(
        Array.from({ length: 51 }, (_, n) => ({ name: `xl/media/image${n}.png`, data: Buffer.from('x') })),
      ),
    );
    expect(crowded).toMatchObject({ problem: 'unreadable', message: 'it has more than 50 parts' });
    const notAZip = await refusal(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]));
    expect(notAZip.problem).toBe('unreadable');
  });

  it('keeps the parts a reader needs, never inflating the others, and packs them stored', async () => {
    const sheet = Buffer.from('<worksheet><sheetData/></worksheet>');
    const parts = await unpackXlsxParts(
      buildZip([
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: SHEET, data: sheet },
        // A bomb in a part that is not read costs nothing: it is skipped, not inflated.
        { name: 'xl/media/image1.png', deflated: deflatedZeros(64), declaredSize: 10 },
      ]),
      LIMITS,
    );
    expect([...parts.keys()].sort()).toEqual(['xl/workbook.xml', SHEET]);
    expect(parts.get(SHEET)).toEqual(sheet);
    const repacked = packStored(parts);
    expect(Buffer.from(unzipSync(new Uint8Array(repacked))[SHEET] ?? [])).toEqual(sheet);
    // Stored, not deflated: the repacked zip holds the parts' bytes as they are.
    expect(repacked.includes(sheet)).toBe(true);
  });
});
