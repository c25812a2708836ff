// Push handlers (push, notificationclick) are registered here.
export function registerPushEvents(_sw: ServiceWorkerGlobalScope): void {}
