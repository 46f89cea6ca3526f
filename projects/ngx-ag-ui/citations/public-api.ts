/*
 * Public API of `ngx-ag-ui/citations`: standalone, accessible citation components.
 */
export { SourcesList } from './sources/sources-list';
