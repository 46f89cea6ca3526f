import { developerError, type DeveloperError } from '../developer-error';

/** A second tool registered under a name already taken, for one agent. */
export function duplicateToolError(name: string): DeveloperError {
  return developerError(
    'DUPLICATE_TOOL',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: a tool named "${name}" is already registered for this agent. Give each tool ` +
        'its own name, or unregister the first (destroy its component) before adding another.',
  );
}

/** `injectTool()` called with an agent that has no `withTools()` feature. */
export function missingToolsFeatureError(): DeveloperError {
  return developerError(
    'MISSING_TOOLS_FEATURE',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      'ngx-ag-ui: this agent has no frontend tools. Add withTools() to its provideAgUi() call ' +
        '(withTools() with no tools is fine) before calling injectTool().',
  );
}
