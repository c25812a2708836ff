/**
 * The entry names of a zip file, read from its central directory (the index at the end that
 * unzip programs, Excel among them, trust), or undefined when there is no readable directory:
 * a truncated or damaged archive. Names are stored as plain bytes there, so no inflating is needed.
 */
export function zipEntryNames(zip: Buffer): string[] | undefined {
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  // The end record is 22 bytes plus a comment of at most 65535 bytes, so it is near the end.
  const stop = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= stop; i--) {
    if (zip.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== ENTRY) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return undefined;
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + skip;
  }
  return names;
}
