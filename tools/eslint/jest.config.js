/** Tests of the workspace's own ESLint rules and configuration (plain Node, no transform). */
module.exports = {
  displayName: 'eslint-rules',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.js'],
  transform: {},
};
