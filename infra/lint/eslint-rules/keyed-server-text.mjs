// No server-written user text outside the catalogue (issue 28 item 5): in the domain (db/src/domain) and the
// workers (workers/src), an object handed to a call that writes a notification, an activity, a timeline entry
// or an e-mail (an object literal passed as an argument) and gives it words as a literal (`title`, `message`,
// `description`, `note`, `body`, `subject` set to a string or a template with letters) must also name what says
// it in the reader's language: a catalogue `messageKey`, an e-mail's `template`, or a `code` the client words
// (a validation error's); the literal is then only the English kept beside the key for old readers and API
// clients. An object with a spread is left alone (its key may come from the spread), as are texts that are not
// literals (a person's own words, a value passed through) and objects that are not call arguments (tables of
// texts, nested payloads).

const TEXT_FIELDS = new Set(['title', 'message', 'description', 'note', 'body', 'subject']);
const KEY_FIELDS = new Set(['messageKey', 'template', 'code']);

const nameOf = (property) =>
  property.type === 'Property' && !property.computed
    ? property.key.type === 'Identifier'
      ? property.key.name
      : property.key.type === 'Literal'
        ? String(property.key.value)
        : undefined
    : undefined;

/** A literal that reads as words: a string or a template with some letters in it. */
function isWords(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return /\p{L}/u.test(node.value);
  if (node.type === 'TemplateLiteral')
    return node.quasis.some((quasi) => /\p{L}/u.test(quasi.value.cooked ?? ''));
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Server-written user text must be a catalogue key with parameters' },
    schema: [],
    messages: {
      unkeyed:
        "'{{field}}' is user-visible text written without a catalogue key: add a messageKey (and its words in the contract's en/zh/es catalogues) so the reader sees it in their language.",
    },
  },
  create(context) {
    return {
      ObjectExpression(node) {
        const parent = node.parent;
        const isArgument =
          (parent?.type === 'CallExpression' || parent?.type === 'NewExpression') &&
          parent.arguments.includes(node);
        if (!isArgument) return;
        if (node.properties.some((property) => property.type === 'SpreadElement')) return;
        const names = node.properties.map(nameOf);
        if (names.some((name) => name !== undefined && KEY_FIELDS.has(name))) return;
        node.properties.forEach((property, index) => {
          const name = names[index];
          if (name && TEXT_FIELDS.has(name) && isWords(property.value))
            context.report({ node: property, messageId: 'unkeyed', data: { field: name } });
        });
      },
    };
  },
};
