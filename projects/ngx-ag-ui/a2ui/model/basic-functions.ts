import { formatDate } from './format-date';

/** A basic-catalog function over its resolved, named arguments. */
export type A2uiFunction = (args: Readonly<Record<string, unknown>>) => unknown;

const MAX_PATTERN = 200;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

const toNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

const decimals = (args: Readonly<Record<string, unknown>>) =>
  typeof args['decimals'] === 'number'
    ? { minimumFractionDigits: args['decimals'], maximumFractionDigits: args['decimals'] }
    : {};

/**
 * The functions of the v0.9 basic catalog a surface can call in values and checks (all but
 * `formatString`, which `callFunction` interpolates, and `openUrl`, an action, not a value).
 */
export const BASIC_FUNCTIONS: Readonly<Record<string, A2uiFunction>> = {
  required: ({ value }) => !isEmpty(value),
  regex: ({ value, pattern }) =>
    typeof pattern === 'string' &&
    pattern.length <= MAX_PATTERN &&
    new RegExp(pattern).test(String(value ?? '')),
  length: ({ value, min, max }) => {
    const length = String(value ?? '').length;
    return (typeof min !== 'number' || length >= min) && (typeof max !== 'number' || length <= max);
  },
  numeric: ({ value, min, max }) => {
    const number = toNumber(value);
    return (
      Number.isFinite(number) &&
      (typeof min !== 'number' || number >= min) &&
      (typeof max !== 'number' || number <= max)
    );
  },
  email: ({ value }) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  formatNumber: (args) =>
    new Intl.NumberFormat(undefined, {
      ...decimals(args),
      useGrouping: args['grouping'] !== false,
    }).format(toNumber(args['value'])),
  formatCurrency: (args) =>
    new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: typeof args['currency'] === 'string' ? args['currency'] : 'USD',
      ...decimals(args),
    }).format(toNumber(args['value'])),
  formatDate: ({ value, format }) =>
    formatDate(value, typeof format === 'string' ? format : 'MMM d, yyyy'),
  pluralize: (args) => {
    const category = new Intl.PluralRules().select(toNumber(args['value']));
    const text = args[category] ?? args['other'];
    return typeof text === 'string' ? text : undefined;
  },
  and: ({ values }) => Array.isArray(values) && values.every((value) => value === true),
  or: ({ values }) => Array.isArray(values) && values.some((value) => value === true),
  not: ({ value }) => (typeof value === 'boolean' ? !value : undefined),
};
