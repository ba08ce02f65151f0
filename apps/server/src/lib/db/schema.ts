// The one schema drizzle-kit reads and both drivers use; every feature's tables are listed here.
export { seedRuns } from '../../features/seed/seed-tables';
export { staticValues } from '../../features/static-values/static-values-tables';
