// The content pages' calls, with their schemas (and zod): loaded by a loader when it runs
// (`load-content-calls.ts`), never with a page's code.
export { fetchBlog } from './fetch-blog';
export { fetchBlogPost } from './fetch-blog-post';
export { fetchFaq } from './fetch-faq';
export { fetchNews } from './fetch-news';
export { fetchNewsArticle } from './fetch-news-article';
export { fetchPage } from './fetch-page';
