// Every namespace of this locale in one chunk: one request, which index.html preloads (vite.config.ts).
export default import.meta.glob<Record<string, unknown>>('../locales/ur/*.json', {
  eager: true,
  import: 'default',
});
