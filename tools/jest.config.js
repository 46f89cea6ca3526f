/** Tests of the workspace's own tools: the entry manifest and the API reports (plain Node). */
module.exports = {
  displayName: 'tools',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{api-report,entries}/**/*.spec.js'],
  transform: {},
};
