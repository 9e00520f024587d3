/** Words that ask for the larger model whatever the length (spec section 9). */
const LARGE_MODEL_WORDS = ['analyze', 'complex'];
/** A message longer than this asks for the larger model. */
const LARGE_MODEL_MIN_CHARS = 100;

export interface ModelNames {
  small: string;
  large: string;
}

/**
 * The larger (dearer) model when any message of the conversation is over 100 characters or contains
 * 'analyze' or 'complex' (case-insensitive); the smaller one otherwise. Judged on the conversation as
 * sent, after truncation, and never on the system prompt (that is ours, and always long).
 */
export function chooseModel(messages: readonly { content: string }[], models: ModelNames): string {
  const wantsLarge = messages.some((message) => {
    const text = message.content.toLowerCase();
    return (
      message.content.length > LARGE_MODEL_MIN_CHARS || LARGE_MODEL_WORDS.some((word) => text.includes(word))
    );
  });
  return wantsLarge ? models.large : models.small;
}
