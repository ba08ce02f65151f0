import { bootWork } from './lib/boot/boot-work';

// The first entry of index.html, a few kilobytes: it starts what the first render waits for
// while the larger app shell is still on its way (see lib/boot/boot-work.ts).
bootWork();
