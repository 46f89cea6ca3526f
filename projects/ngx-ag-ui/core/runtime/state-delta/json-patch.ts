import jsonPatch from 'fast-json-patch';

// fast-json-patch 3 has no `exports` map, so Node's ESM loader takes its CommonJS `main`, whose
// named exports it cannot detect (`import { applyOperation }` fails to link). Its default export
// works everywhere: Node and Jest give the CommonJS `module.exports`, bundlers the `module` file's
// default object. That object references every export, but bundlers already keep all of the
// package (the `module` file builds it at top level), so this costs nothing.

/** fast-json-patch's functions and error class used by `core`, loadable in Node ESM too. */
export const { applyOperation, JsonPatchError, unescapePathComponent, validator } = jsonPatch;
