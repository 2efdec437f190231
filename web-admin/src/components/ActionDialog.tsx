import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Form, useNotify, useRefresh } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';

export interface ActionDialogProps<V extends FieldValues> {
  /** The button that opens the dialog; its label names the action. */
  label: string;
  icon?: ReactElement;
  color?: 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'inherit';
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  successMessage: string;
  defaultValues?: Partial<V>;
  /** Inputs (react-admin inputs) for what the action needs: a note, a reason, a date... */
  children?: ReactNode;
  /** Performs the action; a rejection with the API's field errors marks those inputs. */
  onConfirm: (values: V) => Promise<unknown>;
  disabled?: boolean;
}

interface ApiFailure {
  message?: string;
  body?: { message?: string; errors?: Record<string, string> };
}

/**
 * A moderation action behind a confirmation: the dialog names what will happen, collects its note or reason, and
 * stays open with the API's message when the action is refused.
 */
export function ActionDialog<V extends FieldValues>(props: ActionDialogProps<V>) {
  const { label, icon, color = 'primary', title, description, confirmLabel, successMessage, disabled } = props;
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();

  const submit = async (values: FieldValues) => {
    setFailure(null);
    try {
      await props.onConfirm(values as V);
    } catch (error) {
      const { body, message } = error as ApiFailure;
      setFailure(body?.message ?? message ?? 'The action failed. Try again.');
      return body?.errors;
    }
    setOpen(false);
    notify(successMessage, { type: 'success' });
    refresh();
  };

  return (
    <>
      <Button size="small" color={color} startIcon={icon} onClick={() => setOpen(true)} disabled={disabled}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={props.defaultValues}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
            {failure && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            {props.children}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <ConfirmButton label={confirmLabel} color={color} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

function ConfirmButton({ label, color }: { label: string; color: ActionDialogProps<FieldValues>['color'] }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" color={color} disabled={isSubmitting}>
      {label}
    </Button>
  );
}
