import { reflectComponentType, type Type } from '@angular/core';

/**
 * `inputs` restricted to those `component` declares, so that a renderer declares only what it
 * uses (the component outlet would report every other one as unknown).
 */
export function declaredInputs(component: Type<unknown>, inputs: object): Record<string, unknown> {
  const declared = new Set(
    reflectComponentType(component)?.inputs.map((input) => input.templateName) ?? [],
  );
  return Object.fromEntries(Object.entries(inputs).filter(([name]) => declared.has(name)));
}
