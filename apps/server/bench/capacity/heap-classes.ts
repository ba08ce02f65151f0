/**
 * What grew between two V8 heap snapshots, by kind of object (a constructor's name, or the node
 * type for strings, arrays, code and the like), largest first, with the growth per socket:
 *   node --max-old-space-size=8000 --import tsx apps/server/bench/capacity/heap-classes.ts \
 *     <before.heapsnapshot> <after.heapsnapshot> <sockets added between them>
 * Shallow sizes only: a socket's memory is the sum of the kinds it adds, without double counting.
 */
import { readFileSync } from 'node:fs';

type Snapshot = Readonly<{
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}>;

type Totals = Map<string, { count: number; bytes: number }>;

function totalsOf(path: string): Totals {
  const data = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const typeNames = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const totals: Totals = new Map();
  for (let at = 0; at < data.nodes.length; at += width) {
    const type = typeNames[data.nodes[at + typeAt] ?? 0] ?? '?';
    const name = data.strings[data.nodes[at + nameAt] ?? 0] ?? '?';
    // Objects and closures by their name; everything else (strings, arrays, code) by its type.
    const key =
      type === 'object' || type === 'closure' || type === 'native'
        ? `${type} ${name.slice(0, 60)}`
        : type;
    const entry = totals.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += data.nodes[at + sizeAt] ?? 0;
    totals.set(key, entry);
  }
  return totals;
}

const [beforePath, afterPath, socketsText] = process.argv.slice(2);
if (beforePath === undefined || afterPath === undefined || socketsText === undefined) {
  console.log('usage: heap-classes.ts <before> <after> <sockets added>');
  process.exit(2);
}
const sockets = Number(socketsText);
const before = totalsOf(beforePath);
const after = totalsOf(afterPath);
const rows = [...after].map(([key, to]) => {
  const from = before.get(key) ?? { count: 0, bytes: 0 };
  return { key, count: to.count - from.count, bytes: to.bytes - from.bytes };
});
rows.sort((a, b) => b.bytes - a.bytes);
const total = rows.reduce((sum, row) => sum + row.bytes, 0);
console.log(
  `heap growth ${(total / 1e6).toFixed(1)} MB, ${(total / sockets).toFixed(0)} B per socket`,
);
for (const row of rows.slice(0, 40)) {
  console.log(
    `${(row.bytes / sockets).toFixed(0).padStart(7)} B/socket ${(row.count / sockets).toFixed(2).padStart(7)} objects/socket  ${row.key}`,
  );
}
