import { describe, expect, it } from 'vitest';
import { imagePreviewUrl, isExternalImage } from './image-preview-url';

describe('imagePreviewUrl', () => {
  it("asks the gateway's image endpoint for a site path: 640 px, webp, quality 80", () => {
    expect(imagePreviewUrl('/images/covers/app 6.jpg')).toBe(
      '/_img?src=%2Fimages%2Fcovers%2Fapp%206.jpg&w=640&q=80&f=webp',
    );
  });

  it('does not load an image from another host (nor a protocol-relative one)', () => {
    expect(imagePreviewUrl('https://cdn.example.com/a.jpg')).toBeNull();
    expect(imagePreviewUrl('//cdn.example.com/a.jpg')).toBeNull();
    expect(imagePreviewUrl('')).toBeNull();
    expect(isExternalImage('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isExternalImage('/images/a.jpg')).toBe(false);
  });
});
