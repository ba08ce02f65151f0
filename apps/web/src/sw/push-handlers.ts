/** Web Push's `push` and `notificationclick` handlers; filled in by the push feature. */
export function registerPushHandlers(_worker: ServiceWorkerGlobalScope): void {}
