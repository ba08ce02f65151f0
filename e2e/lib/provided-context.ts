import type { DatabaseKind } from '@lumus/contract/health';

// Values the global setup hands to every test file through `inject`.
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
    databaseKind: DatabaseKind;
  }
}
