import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../query-client.ts';
import { useFeedback } from './ui.tsx';

/**
 * A settings card's state: the saved value (`state`), the draft staff edit (`null`: unchanged),
 * and `save`, whose answer replaces the saved value and drops the draft. `Draft` may differ from
 * the value (text boxes of a list) and `Input` from both (what the update endpoint takes).
 */
export function useSettingDraft<Value, Draft = Value, Input = Value>(options: {
  queryKey: QueryKey;
  read: (signal: AbortSignal) => Promise<Value>;
  write: (input: Input) => Promise<Value>;
  /** The success note (undefined: the usual "saved"). */
  saved?: (answer: Value) => string | undefined;
}) {
  const feedback = useFeedback();
  const state = useQuery({ queryKey: options.queryKey, queryFn: ({ signal }) => options.read(signal) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useMutation({
    mutationFn: options.write,
    onSuccess: (answer) => {
      queryClient.setQueryData(options.queryKey, answer);
      setDraft(null);
      feedback.ok(options.saved?.(answer));
    },
    onError: feedback.fail,
  });
  return { state, draft, setDraft, save };
}
