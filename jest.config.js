/** One Jest run over every project; e2e/ is Playwright's and is never picked up here. */
module.exports = {
  projects: [
    '<rootDir>/projects/ngx-ag-ui',
    '<rootDir>/projects/demo',
    '<rootDir>/projects/demo-agent',
    '<rootDir>/tools/eslint',
    '<rootDir>/tools',
  ],
};
