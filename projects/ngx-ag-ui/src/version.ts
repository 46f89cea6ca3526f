/** The version of ngx-ag-ui in use. */
export const VERSION = '0.1.0';
