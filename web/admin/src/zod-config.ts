// Imported first by main.tsx, before anything that loads zod: zod would otherwise probe
// `new Function()` as schemas are built, which the console's CSP (no eval) forbids. The member
// site does the same in an inline script; the console has none (scripts from files only).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
export {};
