// Zip files written byte by byte, so a test can make one lie: each entry's directory records may declare
// any uncompressed size, whatever its data inflates to (the zip bomb a batch upload must survive).
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The entry's content; deflated here unless `deflated` is given. */
  data?: Buffer;
  /** Raw deflate data to store as is (for a bomb too large to build as `data`). */
  deflated?: Buffer;
  /** The uncompressed size the local header and the central directory declare (default: the truth). */
  declaredSize?: number;
}

/** A zip of the entries (deflate, no data descriptors), declaring the sizes asked for. */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? Buffer.alloc(0);
    const compressed = entry.deflated ?? deflateRawSync(data);
    const size = entry.declaredSize ?? data.length;
    const crc = entry.data ? crc32(data) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Raw deflate data that inflates to `mebibytes` MiB of zeros, built without ever holding them: one MiB
 * deflated with a full flush (byte-aligned, no back-references across it) repeated, then a final empty block.
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), deflateRawSync(Buffer.alloc(0))]);
}
