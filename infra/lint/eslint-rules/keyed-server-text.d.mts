// The rule's type for the TypeScript that imports it (its test).
import type { Rule } from 'eslint';

declare const rule: Rule.RuleModule;
export default rule;
