/*
 * Public API of `ngx-ag-ui/testing`: event builders and a scripted fake agent for tests and demos.
 */
export { runStarted, runFinished } from './events/run-events';
