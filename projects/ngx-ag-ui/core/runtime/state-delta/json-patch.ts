/// <reference path="./fast-json-patch-modules.d.ts" />
import { applyOperation, JsonPatchError, validator } from 'fast-json-patch/module/core.mjs';
import { unescapePathComponent } from 'fast-json-patch/module/helpers.mjs';

// fast-json-patch 3 has no `exports` map. Its package root is no good here: Node's ESM loader
// takes the CommonJS `main`, whose named exports it cannot detect, and bundlers take the `module`
// file, whose default export is one object holding every function, `compare` and `observe`
// included, so none of them can be left out (0.8 kB gzip in every app's first chunk). Its ES
// modules themselves load everywhere: Node ESM, bundlers, and Jest (which transforms `.mjs`).

/** fast-json-patch's functions and error class used by `core`. */
export { applyOperation, JsonPatchError, unescapePathComponent, validator };
