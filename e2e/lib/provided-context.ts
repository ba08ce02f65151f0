import type { DatabaseKind } from '@lumus/contract/health';

// Values the global setup hands to every test file through `inject`.
declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker; a file uses its worker's (run-base-url.ts). */
    baseUrls: string[];
    browserWsEndpoint: string;
    databaseKind: DatabaseKind;
  }
}
