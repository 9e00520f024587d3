import { App } from 'antd';
import { useCreateBatch, useValidateBatch, type BatchItem } from '../../api/payment-batches/queries';

/**
 * A payment batch file's two steps, as both ways of making a batch take them (an uploaded file, the bills
 * chosen to pay): the check row by row (nothing created), then the batch of its valid rows.
 */
export function useBatchFile() {
  const { message } = App.useApp();
  const validation = useValidateBatch();
  const creation = useCreateBatch();
  const answer = validation.data;
  return {
    validation,
    creation,
    /** The last check's answer. */
    answer,
    /** The checked file has rows to pay and is no copy of an earlier batch. */
    creatable: answer !== undefined && answer.validCount > 0 && !answer.duplicateOf,
    /** Forgets the check and any refused creation (the dialog closes or starts over). */
    reset: () => {
      validation.reset();
      creation.reset();
    },
    /** Creates the batch, says so with `announce`, then hands it to `then`; a refusal shows in the dialog. */
    create: (file: File, announce: (batch: BatchItem) => string, then: (batch: BatchItem) => void) =>
      creation.mutate(file, {
        onSuccess: ({ batch }) => {
          void message.success(announce(batch));
          then(batch);
        },
      }),
  };
}

export type BatchFile = ReturnType<typeof useBatchFile>;
