// Types of react-router-production.mjs, for the sites' Vite configs.
import type { Plugin } from 'vite';
export declare function reactRouterProduction(): Plugin;
