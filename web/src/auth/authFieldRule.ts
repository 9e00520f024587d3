import type { TFunction } from 'i18next';
import type { ValidationIssue } from './validation';

/**
 * An antd form rule from one of the auth screens' pure checks (validation.ts): the issue it finds shows under
 * the field, in the reader's words.
 */
export function authFieldRule(check: (value: string) => ValidationIssue | undefined, t: TFunction) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const issue = check(typeof value === 'string' ? value : '');
      if (issue) throw new Error(t(`auth.validation.${issue}`));
    },
  };
}
