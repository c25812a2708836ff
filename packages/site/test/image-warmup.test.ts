import { describe, expect, it } from 'vitest';
import { firstImageUrls } from '../src/prerender/image-warmup.js';

describe("a rendered page's first images (prerender/image-warmup.ts)", () => {
  it('takes the src and every srcset candidate of the images fetched first, decoded', () => {
    const html =
      '<p>Intro</p><img class="post__image" src="/_img?src=%2Fimages%2Fa.jpg&amp;w=768&amp;q=80&amp;f=webp" ' +
      'srcset="/_img?src=%2Fimages%2Fa.jpg&amp;w=320&amp;q=80&amp;f=webp 320w, /_img?src=%2Fimages%2Fa.jpg&amp;w=768&amp;q=80&amp;f=webp 768w, ' +
      '/_img?src=%2Fimages%2Fa.jpg&amp;w=1536&amp;q=80&amp;f=webp 1536w" sizes="100vw" alt="" fetchpriority="high" decoding="async">';
    expect(firstImageUrls(html)).toEqual([
      '/_img?src=%2Fimages%2Fa.jpg&w=768&q=80&f=webp',
      '/_img?src=%2Fimages%2Fa.jpg&w=320&q=80&f=webp',
      '/_img?src=%2Fimages%2Fa.jpg&w=1536&q=80&f=webp',
    ]);
  });

  it('leaves the images further down (lazy, auto priority) and anything not of the image endpoint', () => {
    const html =
      '<img src="/_img?src=%2Fb.jpg&amp;w=320" loading="lazy" fetchpriority="auto">' +
      '<img src="/favicon.svg" fetchpriority="high">' +
      '<img src="https://elsewhere.example/x.jpg" fetchpriority="high">';
    expect(firstImageUrls(html)).toEqual([]);
  });
});
