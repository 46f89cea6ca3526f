/** The version of ngx-ag-ui in use (kept equal to package.json's by version.spec.ts). */
export const VERSION = '0.1.0';
