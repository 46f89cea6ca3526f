/** Tests of the workspace's own tools: the entry manifest, the API reports and the HTML sink check (plain Node). */
module.exports = {
  displayName: 'tools',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{api-report,entries,html-sinks}/**/*.spec.js'],
  transform: {},
};
