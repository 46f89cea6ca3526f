// fast-json-patch ships its ES modules as `module/core.mjs` and `module/helpers.mjs` with their
// typings beside them as `core.d.ts` and `helpers.d.ts`; TypeScript pairs a `.mjs` import only
// with a `.d.mts` file, so these two lines say which typings the `.mjs` files have.
declare module 'fast-json-patch/module/core.mjs' {
  export * from 'fast-json-patch/module/core';
}
declare module 'fast-json-patch/module/helpers.mjs' {
  export * from 'fast-json-patch/module/helpers';
}
