export { mountSite, type SiteOptions } from './mount-site.js';
export { dropRenderedPagesOnChange, RenderedPages } from './prerender/rendered-pages.js';
export { repoRoot } from './web-apps.js';
