/**
 * The GPS latitude in an EXIF block as sharp's metadata() returns it ("Exif\0\0" then TIFF), as
 * "25/1 12/1 18/1", or undefined. Just enough of TIFF to prove a fixture really carries GPS.
 */
export function gpsLatitude(exif: Buffer | undefined): string | undefined {
  if (!exif || exif.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = exif.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  /** The value field's position of `tag` in the directory at `ifd`. */
  const find = (ifd: number, tag: number) => {
    for (let i = 0, n = u16(ifd); i < n; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === tag) return entry + 8;
    }
    return undefined;
  };
  const gpsPointer = find(u32(4), 0x8825);
  if (gpsPointer === undefined) return undefined;
  const latitude = find(u32(gpsPointer), 0x0002); // GPSLatitude: three RATIONALs
  if (latitude === undefined) return undefined;
  const values = u32(latitude);
  return [0, 1, 2].map((i) => `${u32(values + i * 8)}/${u32(values + i * 8 + 4)}`).join(' ');
}
