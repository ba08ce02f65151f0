import packageJson from '../../package.json' with { type: 'json' };

/** The server package's version, reported by the health call and the OpenAPI document. */
export const SERVER_VERSION: string = packageJson.version;
