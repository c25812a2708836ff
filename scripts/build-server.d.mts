// Types of build-server.mjs, for the tests that import it.
export declare const root: string;
export declare const BUILD_LOCK: string;
export declare function serverWorkspaces(): string[];
export declare function buildWorkspaces(workspaces: string[]): Promise<number>;
export declare function withBuildLock<T>(
  fn: () => T | Promise<T>,
  options?: { lockDir?: string; timeoutMs?: number },
): Promise<T>;
export declare function buildServer(options?: { quiet?: boolean }): Promise<number>;
