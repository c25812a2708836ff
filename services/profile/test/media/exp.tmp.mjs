import sharp from 'sharp';
const base = sharp({ create: { width: 400, height: 300, channels: 3, background: '#358' } });
const a = await base
  .clone()
  .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 12/1 18/1' } })
  .withMetadata({ orientation: 6 })
  .jpeg()
  .toBuffer();
const m = await sharp(a).metadata();
console.log(
  m.orientation,
  m.autoOrient,
  m.exif?.subarray(0, 16),
  m.exif?.includes(Buffer.from('PhoneMaker')),
);
const o = await sharp(a).rotate().webp().toBuffer();
console.log((await sharp(o).metadata()).width);
const b = await base
  .clone()
  .withExifMerge({ IFD0: { Make: 'PhoneMaker', Orientation: '6' } })
  .jpeg()
  .toBuffer();
console.log((await sharp(b).metadata()).orientation);
