/*
 * Public API of `ngx-ag-ui`: the Angular integration (providers, stores, transport).
 */
export { VERSION } from './version';
