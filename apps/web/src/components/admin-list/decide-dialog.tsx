import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { translateAdminMessage, useAdminT } from '../../lib/admin/i18n.ts';
import { useFeedback } from '../../lib/admin/ui.tsx';

/** The shortest reason or note a rejection or dismissal accepts (the server checks the same). */
export const MIN_REASON = 3;

interface DecideDialogProps {
  title: string;
  /** `<testId>-modal` on the dialog, `<testId>-error` on the failure. */
  testId: string;
  onClose: () => void;
  /** The errors of the dialog's mutations: the first one is shown, translated. */
  errors: readonly unknown[];
  /** What is decided on (the row as staff read it), above the failure. */
  summary: ReactNode;
  /** The actions, under the failure. */
  children: ReactNode;
}

/** A staff decision on one row: a summary, the failure of the last attempt, and its actions. */
export function DecideDialog({ title, testId, onClose, errors, summary, children }: DecideDialogProps) {
  const { t } = useAdminT();
  const failure = errors.find((error) => error);
  const message = failure
    ? (translateAdminMessage(t, isApiError(failure) ? failure.message : undefined) ?? t('messages.default'))
    : null;
  return (
    <Modal opened onClose={onClose} title={title} size="lg" data-testid={`${testId}-modal`}>
      <Stack>
        {summary}
        {message && (
          <Alert color="red" variant="light" data-testid={`${testId}-error`}>
            {message}
          </Alert>
        )}
        {children}
      </Stack>
    </Modal>
  );
}

/** After a decision: the success note, then the dialog closes. */
export function useDecided(onClose: () => void) {
  const feedback = useFeedback();
  return (message?: string) => () => {
    feedback.ok(message);
    onClose();
  };
}

interface DecideActionProps {
  buttonLabel: string;
  buttonTestId: string;
  onSubmit: (text: string) => void;
  pending: boolean;
  color?: string;
  variant?: ButtonProps['variant'];
  /** The text box (a reason, a note, a reference); without it the button acts at once. */
  input?: { label: string; testId?: string; placeholder?: string; minLength?: number };
  /** A line left of the button when there is no text box. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Without the bordered box (the action shares a box with a choice above it). */
  bare?: boolean;
}

/** One action of a decide dialog: an optional text box and its button, in a bordered box. */
export function DecideAction(props: DecideActionProps) {
  const [text, setText] = useState('');
  const { input } = props;
  const tooShort = input !== undefined && text.trim().length < (input.minLength ?? 1);
  const action = (
    <Group align="flex-end" justify={input ? undefined : 'space-between'}>
      {input ? (
        <TextInput
          style={{ flex: 1 }}
          label={input.label}
          placeholder={input.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-testid={input.testId}
        />
      ) : (
        <Text size="sm">{props.hint}</Text>
      )}
      <Button
        color={props.color ?? 'green'}
        variant={props.variant}
        loading={props.pending}
        disabled={tooShort || props.disabled === true}
        data-testid={props.buttonTestId}
        onClick={() => props.onSubmit(text.trim())}
      >
        {props.buttonLabel}
      </Button>
    </Group>
  );
  return props.bare ? (
    action
  ) : (
    <Paper withBorder p="sm">
      {action}
    </Paper>
  );
}

/** A rejection: the reason (at least MIN_REASON characters) and a red button. */
export function RejectAction(
  props: Omit<DecideActionProps, 'input' | 'color' | 'variant'> & { label: string; inputTestId?: string },
) {
  return (
    <DecideAction
      {...props}
      color="red"
      variant="light"
      input={{ label: props.label, testId: props.inputTestId, minLength: MIN_REASON }}
    />
  );
}
