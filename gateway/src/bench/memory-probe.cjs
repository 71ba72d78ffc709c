// Preloaded into a gateway under measurement (with --expose-gc): on SIGUSR2, a full garbage collection, then one line
// with the memory that is really retained.
process.on('SIGUSR2', () => {
  globalThis.gc();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ memoryProbe: { rss, heapUsed, external, arrayBuffers } })}\n`);
});
