// Preloaded with `node --import` by tests/unit/check-node.test.ts: the process then reports
// FAKE_NODE_VERSION as its Node.js version, as an older Node would.
Object.defineProperty(process, 'versions', {
  value: { ...process.versions, node: process.env.FAKE_NODE_VERSION },
});
