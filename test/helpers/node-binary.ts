// The Node.js binary the end-to-end tests run the bundles with: this process's own, or the one
// CITEGATE_TEST_NODE names (.ci/run runs the bundles' tests again under Node 24, the runtime
// action.yml declares).
export const NODE = process.env.CITEGATE_TEST_NODE || process.execPath;
